import type { MailTemplateName, SendTemplateMailJob } from '@strongs/contracts';
import { QUEUES } from '@strongs/queue';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { type MailService, MissingMailDataError } from '../mail/mail.service';
import type { BotQueues } from '../queues/bot-queues';
import type { SystemSettingsReader } from '@strongs/db';
import type { BotSweepService } from './bot-sweep.service';
import type { BotService } from './bot.service';

export const SWEEP_SCHEDULER_ID = 'bot-sweep';
export const WORD_OF_DAY_SCHEDULER_ID = 'hebrew-word-of-day';
const DAY_MS = 24 * 3600_000;

export interface BotWorkerParts {
  sweep: BotSweepService;
  bot: BotService;
  settings: SystemSettingsReader;
  mail: MailService;
  queues: BotQueues;
  log: (message: string) => void;
}

export interface BotWorkers {
  /** The `bot` and `mail` consumers, for the process to observe (logs, metrics). */
  readonly workers: readonly Worker[];
  close(): Promise<void>;
}

type Handler = (job: Job) => Promise<unknown>;

async function scheduleSweep(parts: BotWorkerParts): Promise<number> {
  const minutes = Math.max(1, await parts.settings.number('bot_sweep_interval_minutes', 5));
  await parts.queues
    .get(QUEUES.bot)
    .upsertJobScheduler(SWEEP_SCHEDULER_ID, { every: minutes * 60_000 }, { name: 'sweep' });
  return minutes;
}

/**
 * The ADMIN BOT process: logs its resumption, sweeps once at once and then on the repeatable
 * schedule of the bot_sweep_interval_minutes setting (re-read after every sweep), sends the daily
 * word of the day when enabled, and delivers `mail` jobs. One handler per job name.
 */
export async function startBotWorkers(parts: BotWorkerParts): Promise<BotWorkers> {
  const botQueue = parts.queues.get(QUEUES.bot);
  // A new scheduler runs its first sweep at once; an existing one waits for its next slot, so sweep now.
  const restarted = (await botQueue.getJobScheduler(SWEEP_SCHEDULER_ID)) !== undefined;
  let minutes = await scheduleSweep(parts);
  await parts.bot.resume(`Sweeping every ${minutes} minute(s).`);
  await botQueue.upsertJobScheduler(WORD_OF_DAY_SCHEDULER_ID, { every: DAY_MS }, { name: 'word-of-day' });
  if (restarted)
    await botQueue.add(
      'sweep',
      {},
      { jobId: `sweep-start-${Date.now()}`, removeOnComplete: 100, removeOnFail: 100 },
    );

  const botHandlers: Record<'sweep' | 'word-of-day', Handler> = {
    sweep: async () => {
      const report = await parts.sweep.run();
      const now = await parts.settings.number('bot_sweep_interval_minutes', 5);
      if (now !== minutes) minutes = await scheduleSweep(parts);
      return report;
    },
    'word-of-day': async () => {
      const recipient = await parts.settings.text('word_of_day_recipient', '');
      if (!(await parts.settings.flag('word_of_day_enabled', false)) || !recipient) return { sent: false };
      return { sent: true, messageId: await parts.mail.send(recipient, 'hebrew_word_of_day') };
    },
  };
  const mailHandlers: Record<'send-template', Handler> = {
    'send-template': async (job) => {
      const { recipient, templateName, data } = job.data as SendTemplateMailJob;
      try {
        return {
          messageId: await parts.mail.send(recipient, templateName as MailTemplateName, data as never),
        };
      } catch (error) {
        if (error instanceof MissingMailDataError) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
  };
  const options = { connection: parts.queues.connection, prefix: parts.queues.prefix, concurrency: 1 };
  const dispatch = (handlers: Record<string, Handler>) => async (job: Job) => {
    const handler = handlers[job.name];
    if (!handler) throw new UnrecoverableError(`Unknown job: ${job.name}`);
    return handler(job);
  };
  const workers = [
    new Worker(QUEUES.bot, dispatch(botHandlers), options),
    new Worker(QUEUES.mail, dispatch(mailHandlers), options),
  ];
  for (const worker of workers) {
    worker.on('failed', (job, error) =>
      parts.log(`${worker.name} job ${job?.id ?? '?'} failed: ${error.message}`),
    );
    worker.on('error', (error) => parts.log(`${worker.name} worker: ${error.message}`));
  }
  return { workers, close: async () => void (await Promise.all(workers.map((w) => w.close()))) };
}
