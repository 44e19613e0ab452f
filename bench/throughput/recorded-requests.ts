import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ReadDatabase } from '@strongs/db';
import { loadConfig } from '@strongs/nest-common';
import { DataSource } from 'typeorm';
// The figure must come from the SQL the services' own code sends, so this runs their modules in process;
// Nx forbids importing applications, and a bench that measures them is where it must.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AppModule as LexiconModule } from '../../services/lexicon/src/app.module';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { EntryService } from '../../services/lexicon/src/lexicon-entries/entry.service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { LexiconConfig } from '../../services/lexicon/src/lexicon.config';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AppModule as SearchModule } from '../../services/search/src/app.module';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SearchConfig } from '../../services/search/src/search.config';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SearchService } from '../../services/search/src/search/search.service';
import type { ThroughputKind } from './throughput-queries';

/** The statements one request made, with their parameters. */
export type RecordedRequest = { sql: string; parameters: unknown[] }[];

/** Recorded requests and the database they were recorded on, as a floor process reads them from a file. */
export interface RecordedSql {
  databaseUrl: string;
  requests: RecordedRequest[];
}

type Door = Pick<ReadDatabase, 'query' | 'queryPlannedOnce'>;

/** Every query the doors to the database see (the replica reader, planned once or not, and the primary) is written down. */
function record(app: INestApplicationContext, into: () => RecordedRequest): void {
  const doors: [Door, keyof Door][] = [
    [app.get(ReadDatabase), 'query'],
    [app.get(ReadDatabase), 'queryPlannedOnce'],
    [app.get(DataSource) as unknown as Door, 'query'],
  ];
  for (const [target, method] of doors) {
    const send = target[method].bind(target);
    target[method] = (sql: string, parameters?: unknown[]) => {
      into().push({ sql, parameters: parameters ?? [] });
      return send(sql, parameters);
    };
  }
}

function configOverrides(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // A cache of its own, so every entry is built from the database as on a miss.
    LEXICON_CACHE_PREFIX: `bench-${randomBytes(6).toString('hex')}:`,
  };
}

/**
 * The SQL the search or lexicon service sends for each of the first `count` paths of a kind, found by
 * running the service's own code in this process on the same database.
 */
export async function recordRequests(
  databaseUrl: string,
  kind: ThroughputKind,
  count: number,
): Promise<RecordedRequest[]> {
  const isSearch = kind.service === 'search';
  const config = isSearch
    ? loadConfig(SearchConfig, process.env, configOverrides(databaseUrl))
    : loadConfig(LexiconConfig, process.env, configOverrides(databaseUrl));
  const app = await NestFactory.createApplicationContext(
    isSearch ? SearchModule.forRoot(config as SearchConfig) : LexiconModule.forRoot(config as LexiconConfig),
    { logger: false },
  );
  try {
    const send = async (path: string): Promise<void> => {
      const url = new URL(path, 'http://bench');
      if (isSearch) await app.get(SearchService).search({ q: url.searchParams.get('q') ?? '', db: 'kjv' });
      else await app.get(EntryService).get(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
    };
    // A new process first reads what it then keeps (versions, settings, generations); the services under the
    // bench have long read them, so one request not among the recorded ones warms this process too.
    await send(kind.paths[count % kind.paths.length]);
    let current: RecordedRequest = [];
    record(app, () => current);
    const recorded: RecordedRequest[] = [];
    for (const path of kind.paths.slice(0, count)) {
      current = [];
      await send(path);
      recorded.push(current);
    }
    return recorded;
  } finally {
    await app.close();
  }
}
