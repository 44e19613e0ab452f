import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SystemSettingsReader } from '@strongs/db';
import { loadConfig, observeWorker, startMetricsServer } from '@strongs/nest-common';
import { stopOnSignals } from '@strongs/queue';
import { Logger } from 'nestjs-pino';
import pino from 'pino';
import { AdminConfig } from './admin.config';
import { BotSweepService } from './bot/bot-sweep.service';
import { startBotWorkers } from './bot/bot-worker';
import { BotService } from './bot/bot.service';
import { MailService } from './mail/mail.service';
import { BotQueues } from './queues/bot-queues';
import { WorkerModule } from './worker.module';

/** The ADMIN BOT worker process: `bot` (sweeps, word of the day) and `mail` jobs. */
async function main(): Promise<void> {
  const config = loadConfig(AdminConfig);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  const workers = await startBotWorkers({
    sweep: app.get(BotSweepService),
    bot: app.get(BotService),
    settings: app.get(SystemSettingsReader),
    mail: app.get(MailService),
    queues: app.get(BotQueues),
    log: (message) => logger.log(message, 'AdminBot'),
  });
  // Job lines through plain pino: nestjs-pino only builds its root logger for HTTP apps.
  const jobLogs = pino({ name: 'admin-bot', level: config.LOG_LEVEL });
  for (const worker of workers.workers) observeWorker(worker, jobLogs);
  // Queue depths come from the CommonModule's metrics (this process has the shared Redis client).
  const metrics =
    config.METRICS_PORT !== undefined
      ? await startMetricsServer({
          port: config.METRICS_PORT,
          service: 'admin-bot',
          token: config.METRICS_TOKEN,
        })
      : undefined;
  logger.log('ADMIN BOT worker ready', 'AdminBot');
  stopOnSignals(
    { info: (_details, message) => logger.log(message, 'AdminBot') },
    [() => workers.close(), () => void metrics?.close(), () => app.close()],
    config.SHUTDOWN_GRACE_MS,
  );
}

main().catch((error: unknown) => {
  console.error(`ADMIN BOT worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
