import { Job, Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { QUEUES } from '@strongs/queue';
import { waitUntil } from '@strongs/testing';
import { SITE_ORIGIN, type ImporterTestApp } from './importer-test-app';

/** Uploads a pipe-separated text Bible into the nkjv slot and queues its import, as the admin screen does. */
export async function queueBibleImport(
  t: ImporterTestApp,
  admin: string,
  content: string,
  fileName: string,
  requestId?: string,
): Promise<string> {
  const uploaded = await request(t.app.getHttpServer())
    .post('/api/admin/upload-bible')
    .set('Cookie', admin)
    .set('Origin', SITE_ORIGIN)
    .field('bibleVersion', 'nkjv')
    .attach('file', Buffer.from(content), fileName)
    .expect(200);
  const queue = request(t.app.getHttpServer())
    .post('/api/admin/import-bible')
    .set('Cookie', admin)
    .set('Origin', SITE_ORIGIN);
  if (requestId) queue.set('X-Request-Id', requestId);
  const queued = await queue.send({ version: 'nkjv', filePath: uploaded.body.file.path }).expect(202);
  return queued.body.jobId as string;
}

/** The `imports` row of a job: what the admin's Import Status tab shows. */
export async function importRecord(
  t: ImporterTestApp,
  jobId: string,
): Promise<{ status: string; verses_imported: number }> {
  return (
    await t.sql<{ status: string; verses_imported: number }>(
      `SELECT status, verses_imported FROM imports WHERE job_id = $1`,
      [jobId],
    )
  )[0];
}

/**
 * Waits until BullMQ records an import job as completed, and returns it. Its `imports` row says completed a moment
 * earlier: only BullMQ's record counts the attempt and frees the version's slot for the next import. Stops with
 * the reason when the job fails, or ends with its row saying the import failed (a refused file ends its job so).
 */
export function importFinished(t: ImporterTestApp, jobId: string, what: string): Promise<Job> {
  return withImportQueue(t, async (queue) => {
    await waitUntil(
      async () => {
        const state = await queue.getJobState(jobId);
        if (state === 'failed')
          throw new Error(`${what}: job ${jobId} failed: ${(await queue.getJob(jobId))?.failedReason}`);
        if (state !== 'completed') return false;
        // Between attempts the row may say failed (a retry follows): only a job that ended says it for good.
        const [row] = await t.sql<{ status: string; message: string | null }>(
          `SELECT status, message FROM imports WHERE job_id = $1`,
          [jobId],
        );
        if (row?.status === 'failed') throw new Error(`${what}: import failed: ${row.message}`);
        return true;
      },
      { what, timeoutMs: 120_000 },
    );
    return (await queue.getJob(jobId)) as Job;
  });
}

/** The `imports` queue, for looking at jobs, closed after `use`. */
export async function withImportQueue<T>(t: ImporterTestApp, use: (queue: Queue) => Promise<T>): Promise<T> {
  const connection = new IORedis(t.config.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUES.imports, { connection, prefix: t.config.QUEUE_PREFIX });
  try {
    return await use(queue);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
