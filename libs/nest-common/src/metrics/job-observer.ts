import type { Job, Worker } from 'bullmq';
import type { Histogram } from 'prom-client';
import type { JobOrigin } from '@strongs/queue';
import { registeredHistogram } from './registered-histogram';

export interface JobLogger {
  child(bindings: Record<string, unknown>): JobLogger;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const JOB_DURATION = 'job_duration_seconds';

/** One histogram per process, whichever worker registers first (several workers may share a process). */
function jobDuration(): Histogram<'queue' | 'name' | 'status'> {
  return registeredHistogram(
    JOB_DURATION,
    'Time a BullMQ job ran in a worker, by queue, job name and outcome',
    ['queue', 'name', 'status'],
    [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
  );
}

/** The logger for one job: its queue, id, name and the request that queued it, on every line. */
export function jobLogger(logger: JobLogger, queue: string, job: Job): JobLogger {
  const { requestId } = (job.data ?? {}) as JobOrigin;
  return logger.child({ queue, jobId: job.id, jobName: job.name, ...(requestId ? { requestId } : {}) });
}

function secondsRan(job: Job): number | undefined {
  if (!job.processedOn || !job.finishedOn) return undefined;
  return Math.max(0, job.finishedOn - job.processedOn) / 1000;
}

/** Logs each job's start, end and stall with its request id, and records how long it ran. */
export function observeWorker(worker: Worker, logger: JobLogger): void {
  const histogram = jobDuration();
  const queue = worker.name;
  worker.on('active', (job) =>
    jobLogger(logger, queue, job).info({ attempt: job.attemptsMade + 1 }, 'Job started'),
  );
  worker.on('completed', (job) => {
    const seconds = secondsRan(job);
    if (seconds !== undefined) histogram.observe({ queue, name: job.name, status: 'completed' }, seconds);
    jobLogger(logger, queue, job).info({ seconds }, 'Job completed');
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    const seconds = secondsRan(job);
    if (seconds !== undefined) histogram.observe({ queue, name: job.name, status: 'failed' }, seconds);
    jobLogger(logger, queue, job).warn({ seconds, error: error.message }, 'Job failed');
  });
  // A job whose worker died or lost its lock: it runs again, and an operator should see why it ran twice.
  worker.on('stalled', (jobId) =>
    logger.warn({ queue, jobId }, 'Job stalled: its lock expired, so it goes back to the queue to run again'),
  );
}
