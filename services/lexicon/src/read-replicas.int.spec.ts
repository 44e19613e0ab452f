import type { INestApplication } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ReadDatabase } from '@strongs/db';
import { loadConfig } from '@strongs/nest-common';
import {
  startNestTestApp,
  logMarker,
  startStreamingReplica,
  type StreamingReplica,
  runSql,
  waitUntil,
} from '@strongs/testing';
import { AppModule } from './app.module';
import { LexiconConfig } from './lexicon.config';

const loadOneEntry = (url: string, word: string) =>
  runSql(
    url,
    `INSERT INTO lexicon_entries (strongs, language, number, lemma, lemma_plain, transliteration, transliteration_plain, definition, source)
     VALUES ('H1', 'hebrew', 1, 'אָב', 'אב', 'ʼâb', 'ab', $1, 'test')`,
    [`father, ${word}`],
  );

describe('the lexicon with DATABASE_READ_URLS naming a streaming replica', () => {
  let cluster: StreamingReplica;
  let app: INestApplication;
  let staticDir: string;
  const word = logMarker();

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    await loadOneEntry(await cluster.createMigratedDatabase('strongs'), word);
    await cluster.caughtUp();
    staticDir = await mkdtemp(join(tmpdir(), 'lexicon-static-'));
    const config = loadConfig(LexiconConfig, process.env, {
      DATABASE_URL: cluster.primaryUrl('strongs'),
      DATABASE_READ_URLS: cluster.replicaUrl('strongs'),
      STATIC_STRONGS_DIR: staticDir,
      LOG_LEVEL: 'silent',
      LEXICON_CACHE_PREFIX: `read-replicas:${word}:`,
      STATIC_STRONGS_AT_START: false,
      LEXICON_WATCH_IMPORTS: false,
    });
    app = await startNestTestApp(AppModule.forRoot(config));
  });
  afterAll(async () => {
    await app?.close();
    cluster?.close();
    if (staticDir) await rm(staticDir, { recursive: true, force: true });
  });

  it('searches the dictionary on the replica and nothing of it on the primary', async () => {
    const [primaryFrom, replicaFrom] = [cluster.primaryLog().length, cluster.replicaLog().length];
    const response = await request(app.getHttpServer())
      .get(`/api/dictionary/search?query=${word}`)
      .expect(200);
    expect(response.body.entries.map((e: { strongsNumber: string }) => e.strongsNumber)).toEqual(['H1']);

    const onReplica = cluster.replicaLog().slice(replicaFrom);
    const onPrimary = cluster.primaryLog().slice(primaryFrom);
    expect(onReplica).toMatch(/FROM lexicon_entries/);
    expect(onReplica).toContain(word);
    expect(onPrimary).not.toMatch(/lexicon_entries/);
    expect(onPrimary).not.toContain(word);
  });

  it('follows a dictionary import only once the replica has replayed it, so the cache never keeps the old entry under the new generation', async () => {
    const entry = () => request(app.getHttpServer()).get('/api/dictionary/H1').expect(200);
    expect((await entry()).body.definition).toBe(`father, ${word}`);
    await runSql(cluster.replicaUrl('postgres'), 'SELECT pg_wal_replay_pause()');
    // What a dictionary import commits: the entries and its completed imports row, in one transaction.
    await runSql(
      cluster.primaryUrl('strongs'),
      `WITH entry AS (UPDATE lexicon_entries SET definition = $1 WHERE strongs = 'H1')
       INSERT INTO imports (job_id, kind, source, status, finished_at) VALUES ($2, 'lexicon', 'corpus:test', 'completed', now())`,
      [`father, imported ${word}`, `lexicon-${word}`],
    );
    // The generation is read on the replica, as the entry is: until it replays the import, the old key and entry stand.
    expect(await app.get(ReadDatabase).replicasCaughtUp(300)).toBe(false);
    expect((await entry()).body.definition).toBe(`father, ${word}`);

    await runSql(cluster.replicaUrl('postgres'), 'SELECT pg_wal_replay_resume()');
    await waitUntil(async () => (await entry()).body.definition === `father, imported ${word}`, {
      what: 'the imported entry under the new generation',
      timeoutMs: 15_000,
      everyMs: 200,
    });
  });
});
