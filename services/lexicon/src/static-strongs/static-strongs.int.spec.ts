import { createRedisConnection, QUEUES } from '@strongs/queue';
import { deleteQueueKeys, uniqueQueuePrefix, waitUntil } from '@strongs/testing';
import { Queue, Worker } from 'bullmq';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { ImportEventsListener } from '../imports/import-events.listener';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';
import { generateStaticStrongs, readManifest } from './static-strongs-generator';
import { StaticStrongsService } from './static-strongs.service';

describe('GET /api/static-strongs/{strongsNumber}', () => {
  let t: LexiconTestApp;
  let http: App;
  const queuePrefix = uniqueQueuePrefix();

  beforeAll(async () => {
    t = await createLexiconTestApp({
      STATIC_STRONGS_AT_START: true,
      LEXICON_WATCH_IMPORTS: true,
      QUEUE_PREFIX: queuePrefix,
    });
    http = t.app.getHttpServer() as App;
    await t.app.get(StaticStrongsService).ensureFresh();
  });
  afterAll(async () => {
    await t?.close();
    await deleteQueueKeys(t.config.REDIS_URL, queuePrefix);
  });

  it('is generated at start: one file per entry and a manifest', async () => {
    const manifest = await readManifest(t.staticDir);
    expect(manifest?.count).toBe(14197);
    expect(existsSync(join(t.staticDir, 'H7225.json'))).toBe(true);
    expect(existsSync(join(t.staticDir, 'G5624.json'))).toBe(true);
    expect(await t.app.get(StaticStrongsService).ensureFresh()).toBe('fresh');
  });

  it('serves the static definition of G26 with a long cache and an ETag, then 304 when unchanged', async () => {
    const res = await request(http).get('/api/static-strongs/G26').expect(200);
    expect(res.body).toEqual({
      strongsNumber: 'G26',
      word: 'ἀγάπη',
      transliteration: 'agápē',
      pronunciation: "ag-ah'-pay",
      definition: 'love, i.e. affection or benevolence; specially (plural) a love-feast',
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/max-age=604800/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(http).get('/api/static-strongs/g0026').set('If-None-Match', etag).expect(304);
  });

  it('answers a missing file with 404 "Definition not found for {number}."', async () => {
    const res = await request(http).get('/api/static-strongs/H9999').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Definition not found for H9999.' });
  });

  it('never reads outside its folder', async () => {
    for (const path of ['..%2F..%2Fetc%2Fpasswd', '..%2F_manifest', '_manifest', 'H7225.json%00']) {
      const res = await request(http).get(`/api/static-strongs/${path}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body.message).toMatch(/^Invalid Strong's number: |^Definition not found/);
    }
  });

  it('regenerates after the data changes and removes files of entries that are gone', async () => {
    const db = t.app.get(DataSource);
    await db.query(`UPDATE lexicon_entries SET pronunciation = 'changed' WHERE strongs = 'G26'`);
    await db.query(`DELETE FROM lexicon_entries WHERE strongs = 'G5624'`);
    expect(await t.app.get(StaticStrongsService).ensureFresh()).toBe('generated');
    expect(JSON.parse(await readFile(join(t.staticDir, 'G26.json'), 'utf8')).pronunciation).toBe('changed');
    expect(existsSync(join(t.staticDir, 'G5624.json'))).toBe(false);
    await request(http).get('/api/static-strongs/G5624').expect(404);
  });

  it('can be generated into a new folder by anyone holding a database connection', async () => {
    const dir = join(t.staticDir, 'elsewhere');
    const manifest = await generateStaticStrongs(t.app.get(DataSource), dir);
    expect(manifest.count).toBe(14196);
    await rm(dir, { recursive: true, force: true });
  });

  it('refreshes the files when a rollback or import completes on the queue, never after a preview, an SQL import or a skipped import', async () => {
    const listener = t.app.get(ImportEventsListener);
    const refresh = jest.spyOn(listener, 'refresh');
    await t.app
      .get(DataSource)
      .query(`UPDATE lexicon_entries SET pronunciation = 'after rollback' WHERE strongs = 'G26'`);
    const connection = createRedisConnection(t.config.REDIS_URL);
    const queue = new Queue(QUEUES.imports, { connection, prefix: queuePrefix });
    const workerConnection = connection.duplicate();
    // What each job of the import worker answers.
    const answers: Record<string, unknown> = {
      'preview-bible-file': { ok: true, summary: {} },
      'import-sql-file': { status: 'completed', table: 'bible_sql_imports_x' },
      'import-corpus-text': { status: 'skipped' },
      'rollback-version': {
        status: 'completed',
        versionCode: 'kjv',
        generation: 3,
        installed: true,
        verseCount: 31102,
      },
    };
    const worker = new Worker(QUEUES.imports, async (job) => answers[job.name], {
      connection: workerConnection,
      prefix: queuePrefix,
    });
    try {
      for (const name of Object.keys(answers)) await queue.add(name, { versionCode: 'kjv' });
      const pronunciation = async () =>
        JSON.parse(await readFile(join(t.staticDir, 'G26.json'), 'utf8')).pronunciation;
      await waitUntil(async () => (await pronunciation()) === 'after rollback', {
        what: 'G26.json rewritten after the rollback',
        timeoutMs: 20_000,
        everyMs: 100,
      });
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      refresh.mockRestore();
      await worker.close();
      await queue.close();
      connection.disconnect();
      workerConnection.disconnect();
    }
  });
});
