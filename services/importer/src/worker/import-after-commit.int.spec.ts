import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import type { AdminVersion } from '@strongs/contracts';
import { QUEUES } from '@strongs/queue';
import { createSearchEngine, parseSearchQuery } from '@strongs/search-engine';
import { waitUntil } from '@strongs/testing';
import { asvTextBible } from '../testing/asv-text-bible';
import { SITE_ORIGIN } from '../testing/importer-test-app';
import { importFinished, importRecord, queueBibleImport } from '../testing/queued-bible-import';
import { workerProcessSuite } from '../testing/worker-process-suite';

// The installed text: the ASV's first three verses, so that an ASV file over it rewords nothing (the gate lets it in).
const OLD = asvTextBible(3).text;
const INDEX_WORKER = join(__dirname, '../../../../dist/services/search/src/worker.js');

/**
 * Issue #27: BullMQ runs a job again when its worker dies, or its bookkeeping throws, after the import's commit. The
 * re-run must recognise the text as its own write: archiving it would make it the "previous generation", and a
 * rollback would then restore the new text while the old one is gone.
 */
describe('an import whose worker dies or fails right after its commit', () => {
  const suite = workerProcessSuite();
  const asv = asvTextBible(2000);
  const asvLines = asv.text.split('\n').filter(Boolean);
  const startWorker = (env: NodeJS.ProcessEnv = {}) =>
    suite.startWorker({ LOG_LEVEL: 'warn', IMPORT_LOCK_MS: '3000', IMPORT_STALLED_CHECK_MS: '1000', ...env });
  const post = (path: string, body: object = {}) =>
    request(suite.t.app.getHttpServer())
      .post(path)
      .set('Cookie', suite.admin)
      .set('Origin', SITE_ORIGIN)
      .send(body);

  /** The admin's rollback of nkjv, naming the generation the versions list shows. */
  async function rollbackNkjv(): Promise<void> {
    const { body } = await request(suite.t.app.getHttpServer())
      .get('/api/admin/versions')
      .set('Cookie', suite.admin)
      .expect(200);
    const { generation } = (body.versions as AdminVersion[]).find((v) => v.code === 'nkjv')!;
    await post('/api/admin/versions/nkjv/rollback', { expectedGeneration: generation }).expect(200);
  }

  /** What readers of nkjv see: its verse count and an md5 of every verse's text in order. */
  async function nkjvText(): Promise<{ verses: number; md5: string | null }> {
    const [row] = await suite.t.sql<{ verses: number; md5: string | null }>(
      `SELECT count(*)::int AS verses, md5(string_agg(text, E'\\n' ORDER BY ord)) AS md5 FROM verses WHERE version_code = 'nkjv'`,
    );
    return row;
  }

  /** Every installed text but nkjv, by verse count: none of them may change. */
  async function otherTexts(): Promise<Record<string, number>> {
    const rows = await suite.t.sql<{ code: string; n: number }>(
      `SELECT version_code AS code, count(*)::int AS n FROM verses WHERE version_code <> 'nkjv' GROUP BY version_code`,
    );
    return Object.fromEntries(rows.map((r) => [r.code, r.n]));
  }

  /** The ids of the index jobs queued for nkjv with the text of `checksum`. */
  async function indexJobsFor(checksum: string): Promise<string[]> {
    const connection = new IORedis(suite.t.config.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.index, { connection, prefix: suite.t.config.QUEUE_PREFIX });
    try {
      const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
      return jobs
        .filter((j) => j.data.versionCode === 'nkjv' && j.data.checksum === checksum)
        .map((j) => j.id as string);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  }

  const checksumOf = async (jobId: string) =>
    (await suite.t.sql<{ checksum: string }>(`SELECT checksum FROM imports WHERE job_id = $1`, [jobId]))[0]
      .checksum;

  let worker: ReturnType<typeof startWorker> | undefined;
  const stopWorker = async () => {
    worker?.child.kill('SIGTERM');
    await worker?.exited;
    worker = undefined;
  };
  let indexWorker: ChildProcess | undefined;
  afterAll(() => void indexWorker?.kill('SIGKILL'));

  beforeAll(async () => {
    worker = startWorker();
    const jobId = await queueBibleImport(suite.t, suite.admin, OLD, 'old.txt');
    await importFinished(suite.t, jobId, 'the old text');
    await stopWorker();
  });

  it('SIGKILLed after the commit: another worker finishes the job, and rollback restores the previous text exactly', async () => {
    const previous = await nkjvText();
    expect(previous.verses).toBe(3);
    const others = await otherTexts();

    const doomed = startWorker({ IMPORT_FAULT_AFTER_COMMIT: 'exit' });
    const jobId = await queueBibleImport(suite.t, suite.admin, asv.text, 'asv.txt');
    await doomed.exited;
    expect(doomed.child.signalCode).toBe('SIGKILL');
    // Committed, but the imports row and BullMQ never heard of it.
    const written = await nkjvText();
    expect(written.verses).toBe(asv.verses);
    expect((await importRecord(suite.t, jobId)).status).toBe('active');

    worker = startWorker();
    await importFinished(suite.t, jobId, 'the recovered import');
    expect(await importRecord(suite.t, jobId)).toEqual({ status: 'completed', verses_imported: asv.verses });
    expect(await nkjvText()).toEqual(written);
    expect(
      await suite.t.sql(
        `SELECT verse_count FROM version_generations WHERE version_code = 'nkjv' ORDER BY generation DESC LIMIT 1`,
      ),
    ).toEqual([{ verse_count: 3 }]);
    expect(await indexJobsFor(await checksumOf(jobId))).toHaveLength(1);

    await rollbackNkjv();
    expect(await nkjvText()).toEqual(previous);
    expect(await otherTexts()).toEqual(others);
    await stopWorker();
  });

  it('its bookkeeping failing once after the commit: the retry finishes it, and rollback restores the previous text exactly', async () => {
    const previous = await nkjvText();
    expect(previous.verses).toBe(3);

    worker = startWorker({ IMPORT_FAULT_AFTER_COMMIT: 'throw' });
    const file = asvLines.slice(0, 1000).join('\n');
    const jobId = await queueBibleImport(suite.t, suite.admin, file, 'asv-part.txt');
    expect((await importFinished(suite.t, jobId, 'the retried import')).attemptsMade).toBe(2);
    expect(await importRecord(suite.t, jobId)).toEqual({ status: 'completed', verses_imported: 1000 });
    expect((await nkjvText()).verses).toBe(1000);
    expect(
      await suite.t.sql(
        `SELECT verse_count FROM version_generations WHERE version_code = 'nkjv' ORDER BY generation DESC LIMIT 1`,
      ),
    ).toEqual([{ verse_count: 3 }]);
    expect(await indexJobsFor(await checksumOf(jobId))).toHaveLength(1);

    await rollbackNkjv();
    expect(await nkjvText()).toEqual(previous);
    await stopWorker();
  });

  it('a file re-imported after a rollback gets a fresh index job, and the engine serves its text', async () => {
    worker = startWorker();
    indexWorker = spawn(process.execPath, [INDEX_WORKER], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: suite.t.config.DATABASE_URL,
        REDIS_URL: suite.t.config.REDIS_URL,
        QUEUE_PREFIX: suite.t.config.QUEUE_PREFIX,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const ruth =
      OLD +
      asvTextBible()
        .text.split('\n')
        .filter((l) => l.startsWith('Ruth|'))
        .join('\n');
    const uploaded = await request(suite.t.app.getHttpServer())
      .post('/api/admin/upload-bible')
      .set('Cookie', suite.admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', 'nkjv')
      .attach('file', Buffer.from(ruth), 'ruth.txt')
      .expect(200);
    const importRuth = async () => {
      const { body } = await post('/api/admin/import-bible', {
        version: 'nkjv',
        filePath: uploaded.body.file.path,
      }).expect(202);
      await importFinished(suite.t, body.jobId as string, 'the Ruth import');
      return body.jobId as string;
    };
    const first = await importRuth();
    const checksum = await checksumOf(first);
    await rollbackNkjv();
    const second = await importRuth();

    const indexJobs = await indexJobsFor(checksum);
    expect(indexJobs).toHaveLength(2);
    const connection = new IORedis(suite.t.config.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.index, { connection, prefix: suite.t.config.QUEUE_PREFIX });
    try {
      await waitUntil(
        async () =>
          (await Promise.all(indexJobs.map(async (id) => (await queue.getJob(id))?.getState()))).every(
            (s) => s === 'completed',
          ),
        {
          what: 'both index jobs',
          timeoutMs: 120_000,
        },
      );
    } finally {
      await queue.close();
      connection.disconnect();
    }
    expect(second).not.toBe(first);
    const engine = createSearchEngine({ query: (sql, params) => suite.t.sql(sql, params) }, {});
    const hits = await engine.search({
      versionCode: 'nkjv',
      query: parseSearchQuery('"whither thou goest"'),
      page: 1,
      perPage: 10,
    });
    expect(hits).toMatchObject({ total: 1, ords: [8001016] });
  });
});
