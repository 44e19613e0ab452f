import { Queue, QueueEvents, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { waitUntil } from '@strongs/testing';
import { register } from 'prom-client';
import { jobLogger, observeWorker, type JobLogger } from './job-observer';
import { createRedisConnection } from '@strongs/queue';

interface Line {
  level: 'info' | 'warn';
  bindings: Record<string, unknown>;
  message: string;
}

/** A logger that keeps what it was asked to write, with the child bindings of each line. */
function recordingLogger(lines: Line[], bindings: Record<string, unknown> = {}): JobLogger {
  return {
    child: (more) => recordingLogger(lines, { ...bindings, ...more }),
    info: (details, message) =>
      void lines.push({ level: 'info', bindings: { ...bindings, ...details }, message }),
    warn: (details, message) =>
      void lines.push({ level: 'warn', bindings: { ...bindings, ...details }, message }),
  };
}

/** The worker's own events may come a moment after the queue reports the job finished. */
function linesOf(lines: Line[], jobId: string | undefined, count: number): Promise<Line[]> {
  return waitUntil(
    () => {
      const found = lines.filter((line) => line.bindings.jobId === jobId);
      return found.length >= count && found;
    },
    { what: `${count} log lines of job ${jobId}`, timeoutMs: 5_000, everyMs: 20 },
  );
}

describe('an observed worker', () => {
  const connection = createRedisConnection();
  const eventsConnection = createRedisConnection();
  const workerConnection = createRedisConnection();
  const prefix = `observer-test-${randomUUID()}`;
  const queue = new Queue('observed', { connection, prefix });
  const events = new QueueEvents('observed', { connection: eventsConnection, prefix });
  let worker: Worker;
  const lines: Line[] = [];

  beforeAll(async () => {
    await events.waitUntilReady();
    worker = new Worker(
      'observed',
      async (job) => {
        if (job.name === 'breaks') throw new Error('broken on purpose');
        return 'done';
      },
      { connection: workerConnection, prefix },
    );
    observeWorker(worker, recordingLogger(lines));
  });
  afterAll(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await Promise.all([queue.close(), events.close()]);
    for (const client of [connection, eventsConnection, workerConnection]) client.disconnect();
  });

  it('logs the start and end of each job with the id of the request that queued it', async () => {
    const job = await queue.add('works', { requestId: 'req-42' });
    await job.waitUntilFinished(events);
    const ofJob = await linesOf(lines, job.id, 2);
    expect(ofJob.map((line) => line.message)).toEqual(['Job started', 'Job completed']);
    for (const line of ofJob)
      expect(line.bindings).toMatchObject({ queue: 'observed', jobName: 'works', requestId: 'req-42' });
  });

  it('logs a failure as a warning and counts both outcomes in the job duration histogram', async () => {
    const job = await queue.add('breaks', {}, { attempts: 1 });
    await expect(job.waitUntilFinished(events)).rejects.toThrow('broken on purpose');
    const failed = (await linesOf(lines, job.id, 2)).find((line) => line.level === 'warn');
    expect(failed).toMatchObject({ message: 'Job failed', bindings: { error: 'broken on purpose' } });
    expect(failed?.bindings.requestId).toBeUndefined();
    const text = await register.getSingleMetricAsString('job_duration_seconds');
    expect(text).toMatch(
      /job_duration_seconds_count\{[^}]*queue="observed"[^}]*name="works"[^}]*status="completed"[^}]*\} 1/,
    );
    expect(text).toMatch(
      /job_duration_seconds_count\{[^}]*queue="observed"[^}]*name="breaks"[^}]*status="failed"[^}]*\} 1/,
    );
  });

  it('gives a job without a request id a logger without one', async () => {
    const job = await queue.add('works', {});
    const child = jobLogger(recordingLogger(lines), 'observed', job);
    child.info({}, 'probe');
    expect(lines.at(-1)?.bindings).toEqual({ queue: 'observed', jobId: job.id, jobName: 'works' });
  });
});
