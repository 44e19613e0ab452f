import { Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, REDIS } from '@strongs/nest-common';
import { PREVIEW_TIMEOUT_MS } from '../import-gate/import-previewer';
import type { ImporterConfig } from '../importer.config';

/** Outlives the longest preview, and expires by itself if the process holding it dies. */
const HOLD_MS = PREVIEW_TIMEOUT_MS + 30_000;

const RELEASE_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * One request at a time previews and queues an import into a slot (a double click sends two): held in Redis
 * from the check for a running import until the job is queued, after which the queued job itself is the mark.
 */
@Injectable()
export class ImportSlotLock {
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: ImporterConfig,
  ) {}

  /** Runs `use` holding the slot, or answers `busy` with the holder's file name when another request holds it. */
  async hold<T>(versionCode: string, fileName: string, use: () => Promise<T>): Promise<T | { busy: string }> {
    const key = `${this.config.QUEUE_PREFIX}:import-slot:${versionCode}`;
    const value = JSON.stringify({ token: randomUUID(), fileName });
    if ((await this.redis.set(key, value, 'PX', HOLD_MS, 'NX')) !== 'OK') {
      const holder = await this.redis.get(key);
      return { busy: holder ? (JSON.parse(holder) as { fileName: string }).fileName : fileName };
    }
    try {
      return await use();
    } finally {
      await this.redis.eval(RELEASE_IF_OURS, 1, key, value);
    }
  }
}
