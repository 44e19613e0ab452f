import { Injectable } from '@nestjs/common';
import { withRequestId } from '@strongs/nest-common';
import { enqueueIndexVersion, indexJobId, QUEUES } from '@strongs/queue';
import { BotQueues } from '../queues/bot-queues';
import type { RemedyRun, RepairAction } from './bot.types';

const POLL_MS = 250;

export class RemedyFailedError extends Error {
  override name = 'RemedyFailedError';
}

/** Where a remedy's job stands: done, failed (with the reason), or still running. */
export type RemedyOutcome =
  { state: 'completed'; detail: string } | { state: 'failed'; detail: string } | { state: 'running' };

/** Carries out the executable remedies and follows the job each one starts to its end. */
@Injectable()
export class RemedyRunner {
  constructor(private readonly queues: BotQueues) {}

  /** Starts the remedy; answers what it did (for the bot's log) and the job to follow. */
  async run(action: RepairAction, repairId: number): Promise<{ message: string; run: RemedyRun }> {
    const startedAt = new Date().toISOString();
    switch (action.type) {
      case 'reindex': {
        // A fresh job id per Fix: the import's own index job (same version and checksum) is kept for a week.
        const jobId = `${indexJobId(action.versionCode, action.checksum)}-repair-${repairId}-${Date.now().toString(36)}`;
        await enqueueIndexVersion(
          this.queues.get(QUEUES.index),
          withRequestId({ versionCode: action.versionCode, checksum: action.checksum }),
          jobId,
        );
        return {
          message: `Queued re-index of ${action.versionCode} (job ${jobId})`,
          run: { queue: 'index', jobId, startedAt },
        };
      }
      case 'retry-job': {
        const job = await this.queues.get(QUEUES[action.queue]).getJob(action.jobId);
        if (!job)
          throw new RemedyFailedError(`Job ${action.jobId} is no longer in the ${action.queue} queue`);
        if (!(await job.isFailed()))
          throw new RemedyFailedError(`Job ${action.jobId} is not failed (nothing to retry)`);
        await job.retry('failed');
        return {
          message: `Retried ${action.queue} job ${action.jobId}`,
          run: { queue: action.queue, jobId: action.jobId, startedAt },
        };
      }
    }
  }

  /** The outcome of a remedy's job, waiting up to `waitMs` for it to end. */
  async outcome(run: RemedyRun, waitMs: number): Promise<RemedyOutcome> {
    const deadline = Date.now() + waitMs;
    const started = Date.parse(run.startedAt);
    for (;;) {
      const job = await this.queues.get(QUEUES[run.queue]).getJob(run.jobId);
      if (!job) return { state: 'failed', detail: `job ${run.jobId} is no longer in the ${run.queue} queue` };
      const state = await job.getState();
      if (state === 'completed' && (job.finishedOn ?? 0) >= started)
        return { state: 'completed', detail: `job ${run.jobId} completed` };
      if (state === 'failed' && (job.finishedOn ?? 0) >= started)
        return { state: 'failed', detail: `job ${run.jobId} failed again: ${job.failedReason}` };
      if (Date.now() >= deadline) return { state: 'running' };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
