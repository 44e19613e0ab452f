import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminVersion } from '@strongs/contracts';
import { useJobStatementTimeout } from '@strongs/db';
import { QUEUES } from '@strongs/queue';
import { waitUntil } from '@strongs/testing';
import type { VerseRecord } from '@strongs/scripture';
import { IMPORT_QUEUE } from '../queue/import-queue-token';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';
import { markVersionInstalled } from '../import/version-rows';
import { replaceVersionVerses } from '../import/version-writer';
import type { ImportQueue } from '../worker/import-queue';
import { archiveGeneration } from './version-generations';

interface Installed {
  verses: number;
  /** md5 of the ordered verse texts. */
  checksum: string;
}

describe('generations of a version: rollback and uninstall as jobs, refused unless the expected generation is live', () => {
  let t: ImporterTestApp;
  let admin: string;
  let redis: IORedis;
  let indexQueue: Queue;
  const http = () => request(t.app.getHttpServer());
  const rollback = (code: string, body: object) =>
    http()
      .post(`/api/admin/versions/${code}/rollback`)
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send(body);
  const uninstall = (code: string, expectedGeneration: number) =>
    http()
      .delete(`/api/admin/versions/${code}?expectedGeneration=${expectedGeneration}`)
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN);
  const version = async (code: string): Promise<AdminVersion> =>
    (
      (await http().get('/api/admin/versions').set('Cookie', admin).expect(200)).body
        .versions as AdminVersion[]
    ).find((v) => v.code === code)!;

  async function installed(code: string): Promise<Installed> {
    const [row] = await t.sql<Installed>(
      `SELECT count(*)::int AS verses, coalesce(md5(string_agg(text, E'\\n' ORDER BY ord)), '') AS checksum FROM verses WHERE version_code = $1`,
      [code],
    );
    return row;
  }

  /** Words and verse mappings of the WLC, fingerprinted like the verses. */
  async function wlcWords(): Promise<{
    words: number;
    wordsMd5: string;
    mappings: number;
    mappingsMd5: string;
  }> {
    const [row] = await t.sql<{ words: number; wordsMd5: string; mappings: number; mappingsMd5: string }>(
      `SELECT (SELECT count(*)::int FROM original_words WHERE version_code = 'wlc') AS words,
              (SELECT coalesce(md5(string_agg(ord || ':' || position || ':' || text || ':' || morph, ',' ORDER BY ord, position)), '')
                 FROM original_words WHERE version_code = 'wlc') AS "wordsMd5",
              (SELECT count(*)::int FROM verse_mappings WHERE to_scheme = 'mt') AS mappings,
              (SELECT coalesce(md5(string_agg(from_ord || ':' || seq || ':' || coalesce(to_ord, 0), ',' ORDER BY from_ord, seq)), '')
                 FROM verse_mappings WHERE to_scheme = 'mt') AS "mappingsMd5"`,
    );
    return row;
  }

  /** An import as the worker writes one, in one transaction: the live text is archived, `change` writes the new one. */
  async function reimport(code: string, change: (manager: EntityManager) => Promise<void>): Promise<void> {
    await t.app.get(DataSource).transaction(async (manager) => {
      await useJobStatementTimeout(manager);
      await archiveGeneration(manager, code);
      await change(manager);
    });
  }

  /** A three-verse text through the real version writer. */
  async function importText(code: string, words: string): Promise<void> {
    const records: VerseRecord[] = [1, 2, 3].map((verse) => ({
      book: 8,
      chapter: 1,
      verse,
      text: `${words} ${verse}`,
      tokens: [{ text: `${words} ${verse}` }],
    }));
    await t.app.get(DataSource).transaction(async (manager) => {
      const count = await replaceVersionVerses(
        manager,
        code,
        (async function* () {
          yield* records;
        })(),
        async () => undefined,
      );
      await markVersionInstalled(manager, code, count, `checksum-${words}`, `import-${code}-${words}`);
    });
  }

  const importJobStates = async (): Promise<Record<string, number>> =>
    t.app.get<ImportQueue>(IMPORT_QUEUE).getJobCounts('failed', 'completed', 'active', 'waiting');

  beforeAll(async () => {
    // A whole-Bible swap may outlast the production wait on a busy machine; here each request waits for its outcome.
    t = await startImporterTestApp({ VERSION_CHANGE_WAIT_MS: 240_000 });
    admin = await t.sessionCookie('admin');
    // Two workers, so two rollbacks of one version really run at the same time.
    t.startWorker();
    t.startWorker();
    redis = new IORedis(t.config.REDIS_URL, { maxRetriesPerRequest: null });
    indexQueue = new Queue(QUEUES.index, { connection: redis, prefix: t.config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await indexQueue?.close();
    redis?.disconnect();
    await t?.close();
  });

  it('runs exactly one of two concurrent rollbacks naming the same generation; the other gets 409 and the text is the one expected', async () => {
    const original = await installed('asv');
    expect(original.verses).toBe(31102);
    await reimport('asv', (m) =>
      m
        .query(
          `UPDATE verses SET text = 'Changed by a re-import' WHERE version_code = 'asv' AND ord = 1001001`,
        )
        .then(() => undefined),
    );
    const changed = await installed('asv');
    expect(changed.checksum).not.toBe(original.checksum);
    const seen = await version('asv');
    expect(seen.previous).toMatchObject({
      generation: seen.generation - 1,
      verseCount: 31102,
      installed: true,
    });

    const answers = await Promise.all([
      rollback('asv', { expectedGeneration: seen.generation }),
      rollback('asv', { expectedGeneration: seen.generation }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toMatch(
      new RegExp(
        `^asv changed since you looked: generation ${seen.generation + 1} is live, not ${seen.generation}`,
      ),
    );
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({
      success: true,
      version: { code: 'asv', generation: seen.generation + 1, verseCount: 31102 },
    });

    expect(await installed('asv')).toEqual(original);
    const after = await version('asv');
    expect(after).toMatchObject({
      generation: seen.generation + 1,
      previous: { generation: seen.generation, verseCount: 31102 },
    });
    const [search] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM verse_search WHERE version_code = 'asv'`,
    );
    expect(search.n).toBe(31102);
    // A third click with the old generation changes nothing either.
    await rollback('asv', { expectedGeneration: seen.generation }).expect(409);
    expect(await installed('asv')).toEqual(original);
    expect((await importJobStates()).failed).toBe(0);
  });

  it('uninstalls with no failed job and no search rows left, and a rollback brings the text back', async () => {
    const before = await installed('ylt');
    const seen = await version('ylt');
    const res = await uninstall('ylt', seen.generation).expect(200);
    expect(res.body.message).toMatch(/^Uninstalled ylt \(31,102 verses kept/);
    expect(await installed('ylt')).toEqual({ verses: 0, checksum: '' });
    const [search] = await t.sql<{ rows: number; words: number }>(
      `SELECT (SELECT count(*)::int FROM verse_search WHERE version_code = 'ylt') AS rows,
              (SELECT count(*)::int FROM search_words WHERE version_code = 'ylt') AS words`,
    );
    expect(search).toEqual({ rows: 0, words: 0 });
    const gone = await version('ylt');
    expect(gone).toMatchObject({
      installed: false,
      verseCount: 0,
      generation: seen.generation + 1,
      previous: { generation: seen.generation, verseCount: 31102 },
    });
    // The search engine is told to follow: its index job for the new generation (it drops an uninstalled version).
    const indexJob = await indexQueue.getJob(`index-ylt-g${gone.generation}`);
    expect(indexJob?.data).toMatchObject({ versionCode: 'ylt' });
    expect((await importJobStates()).failed).toBe(0);

    // A second click of the same uninstall is refused.
    await uninstall('ylt', seen.generation).expect(409);
    await rollback('ylt', { expectedGeneration: gone.generation }).expect(200);
    expect(await installed('ylt')).toEqual(before);
    const [back] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM verse_search WHERE version_code = 'ylt'`,
    );
    expect(back.n).toBe(31102);
    expect(await version('ylt')).toMatchObject({
      installed: true,
      verseCount: 31102,
      generation: seen.generation + 2,
    });
    expect((await importJobStates()).failed).toBe(0);
  });

  it("rolls the WLC's original words and verse mappings back with its verses, and uninstalls them with it", async () => {
    const original = { text: await installed('wlc'), words: await wlcWords() };
    expect(original.words.words).toBe(306785);
    expect(original.words.mappings).toBeGreaterThan(2000);
    await reimport('wlc', async (m) => {
      await m.query(`UPDATE verses SET text = 'changed' WHERE version_code = 'wlc' AND ord = 1001001`);
      await m.query(
        `DELETE FROM original_words WHERE version_code = 'wlc' AND ord BETWEEN 1001000 AND 1001999`,
      );
      await m.query(
        `UPDATE original_words SET text = 'changed' WHERE version_code = 'wlc' AND ord = 1002001`,
      );
      await m.query(
        `DELETE FROM verse_mappings WHERE to_scheme = 'mt' AND from_ord BETWEEN 23009000 AND 23009999`,
      );
    });
    const changed = await wlcWords();
    expect(changed.words).toBeLessThan(original.words.words);
    expect(changed.mappings).toBeLessThan(original.words.mappings);

    await rollback('wlc', { expectedGeneration: (await version('wlc')).generation }).expect(200);
    expect({ text: await installed('wlc'), words: await wlcWords() }).toEqual(original);

    await uninstall('wlc', (await version('wlc')).generation).expect(200);
    expect({ text: await installed('wlc'), words: await wlcWords() }).toEqual({
      text: { verses: 0, checksum: '' },
      words: { words: 0, wordsMd5: '', mappings: 0, mappingsMd5: '' },
    });
    await rollback('wlc', { expectedGeneration: (await version('wlc')).generation }).expect(200);
    expect({ text: await installed('wlc'), words: await wlcWords() }).toEqual(original);
  });

  it('keeps the last three generations: after imports A, B, C, D any of A, B and C is restored by its generation', async () => {
    const texts = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
    const generationOf: Record<string, number> = {};
    for (const words of texts) {
      await importText('nkjv', words);
      generationOf[words] = (await version('nkjv')).generation;
    }
    expect(Object.values(generationOf)).toEqual([1, 2, 3, 4].map((i) => generationOf.Alpha + i - 1));
    const textIs = async (words: string) =>
      expect(
        (await t.sql(`SELECT text FROM verses WHERE version_code = 'nkjv' ORDER BY ord`)).map((r) => r.text),
      ).toEqual([1, 2, 3].map((v) => `${words} ${v}`));
    await textIs('Delta');
    const listed = await version('nkjv');
    expect(listed.generations.map((g) => [g.generation, g.verseCount, g.checksum])).toEqual(
      ['Charlie', 'Bravo', 'Alpha'].map((w) => [generationOf[w], 3, `checksum-${w}`]),
    );

    // Restoring the oldest keeps Delta in its place; the newest three replaced texts stay.
    await rollback('nkjv', { expectedGeneration: listed.generation, generation: generationOf.Alpha }).expect(
      200,
    );
    await textIs('Alpha');
    let now = await version('nkjv');
    expect(now.generations.map((g) => g.checksum)).toEqual([
      'checksum-Delta',
      'checksum-Charlie',
      'checksum-Bravo',
    ]);
    await rollback('nkjv', {
      expectedGeneration: now.generation,
      generation: now.generations[2].generation,
    }).expect(200);
    await textIs('Bravo');
    now = await version('nkjv');
    await rollback('nkjv', {
      expectedGeneration: now.generation,
      generation: now.generations.find((g) => g.checksum === 'checksum-Charlie')!.generation,
    }).expect(200);
    await textIs('Charlie');
    now = await version('nkjv');
    expect(now.generations.map((g) => g.checksum)).toEqual([
      'checksum-Bravo',
      'checksum-Alpha',
      'checksum-Delta',
    ]);
    expect(now.generation).toBe(generationOf.Delta + 3);
    const [archived] = await t.sql<{ generations: number; verses: number }>(
      `SELECT (SELECT count(*)::int FROM version_generations WHERE version_code = 'nkjv') AS generations,
              (SELECT count(*)::int FROM archived_verses WHERE version_code = 'nkjv') AS verses`,
    );
    expect(archived).toEqual({ generations: 3, verses: 9 });
    const refused = await rollback('nkjv', {
      expectedGeneration: now.generation,
      generation: generationOf.Charlie,
    }).expect(409);
    expect(refused.body.message).toBe(`nkjv keeps no generation ${generationOf.Charlie}`);
  });

  it('answers 202 with the job when the rollback outlasts the wait, and the job carries on to the end', async () => {
    const seen = await version('nkjv');
    t.config.VERSION_CHANGE_WAIT_MS = 1;
    try {
      const res = await rollback('nkjv', { expectedGeneration: seen.generation }).expect(202);
      expect(res.body).toMatchObject({
        success: true,
        jobId: expect.stringMatching(/^rollback-nkjv-/),
        message: expect.stringMatching(/^Rolling back nkjv takes longer/),
      });
      // The job's answer is written after its transaction commits: wait for the job, not for the generation.
      const queue = t.app.get<ImportQueue>(IMPORT_QUEUE);
      await waitUntil(async () => !!(await queue.getJob(res.body.jobId as string))?.finishedOn, {
        what: 'the rollback job',
        timeoutMs: 60_000,
      });
      const job = await queue.getJob(res.body.jobId as string);
      expect(job?.returnvalue).toMatchObject({ status: 'completed', generation: seen.generation + 1 });
      expect((await version('nkjv')).generation).toBe(seen.generation + 1);
    } finally {
      t.config.VERSION_CHANGE_WAIT_MS = 240_000;
    }
  });
});
