import { Injectable } from '@nestjs/common';
import { withRequestId } from '@strongs/nest-common';
import { indexJobId, QUEUES } from '@strongs/queue';
import { BotQueues } from '../queues/bot-queues';
import type { RepairAction } from './bot.types';

/** Index jobs the bot queues: same options as the search service's own. */
const INDEX_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;

export class RemedyFailedError extends Error {
  override name = 'RemedyFailedError';
}

/** Carries out the executable remedies; answers what it did, for the bot's log. */
@Injectable()
export class RemedyRunner {
  constructor(private readonly queues: BotQueues) {}

  async run(action: RepairAction, repairId: number): Promise<string> {
    switch (action.type) {
      case 'reindex': {
        // A fresh job id per repair: the import's own index job (same version and checksum) is kept for a week.
        const jobId = `${indexJobId(action.versionCode, action.checksum)}-repair-${repairId}`;
        await this.queues
          .get(QUEUES.index)
          .add('index-version', withRequestId({ versionCode: action.versionCode, checksum: action.checksum }), { ...INDEX_JOB_OPTIONS, jobId });
        return `Queued re-index of ${action.versionCode} (job ${jobId})`;
      }
      case 'retry-job': {
        const job = await this.queues.get(QUEUES[action.queue]).getJob(action.jobId);
        if (!job) throw new RemedyFailedError(`Job ${action.jobId} is no longer in the ${action.queue} queue`);
        if (!(await job.isFailed())) throw new RemedyFailedError(`Job ${action.jobId} is not failed (nothing to retry)`);
        await job.retry('failed');
        return `Retried ${action.queue} job ${action.jobId}`;
      }
    }
  }
}
