import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { LexiconConfig, staticStrongsDir } from '../lexicon.config';
import { dictionaryNumber } from '../shared/dictionary-number';
import { StaticDefinitionNotFoundError } from '../shared/lexicon-errors';
import { ensureStaticStrongs, staticFileName } from './static-strongs-generator';

export interface StaticFile {
  body: string;
  etag: string;
}

@Injectable()
export class StaticStrongsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(StaticStrongsService.name);
  private readonly dir: string;
  private readonly atStart: boolean;
  private ensuring?: Promise<'fresh' | 'generated'>;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: LexiconConfig,
  ) {
    this.dir = staticStrongsDir(config);
    this.atStart = config.STATIC_STRONGS_AT_START;
  }

  /** Starts in the background: the service answers at once, files appear a second or two later. */
  onApplicationBootstrap(): void {
    if (!this.atStart) return;
    this.ensureFresh().catch((error: Error) =>
      this.logger.error(`Static definitions not generated: ${error.message}`),
    );
  }

  /** Lets a generation in progress finish before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.ensuring?.catch(() => undefined);
  }

  ensureFresh(): Promise<'fresh' | 'generated'> {
    this.ensuring ??= ensureStaticStrongs(this.db, this.dir)
      .then((outcome) => {
        if (outcome === 'generated') this.logger.log(`Static definitions generated in ${this.dir}`);
        return outcome;
      })
      .finally(() => (this.ensuring = undefined));
    return this.ensuring;
  }

  /** The number is normalised before it names a file, so no input can reach outside the folder. */
  async read(input: string): Promise<StaticFile> {
    const strongs = dictionaryNumber(input);
    let body: string;
    try {
      body = await readFile(join(this.dir, staticFileName(strongs)), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new StaticDefinitionNotFoundError(strongs);
      throw error;
    }
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }
}
