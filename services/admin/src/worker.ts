import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@strongs/nest-common';
import { stopOnSignals } from '@strongs/queue';
import { Logger } from 'nestjs-pino';
import { AdminConfig } from './admin.config';
import { BotSweepService } from './bot/bot-sweep.service';
import { startBotWorkers } from './bot/bot-worker';
import { BotService } from './bot/bot.service';
import { MailService } from './mail/mail.service';
import { BotQueues } from './queues/bot-queues';
import { SettingReader } from './settings/setting-reader';
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
    settings: app.get(SettingReader),
    mail: app.get(MailService),
    queues: app.get(BotQueues),
    log: (message) => logger.log(message, 'AdminBot'),
  });
  logger.log('ADMIN BOT worker ready', 'AdminBot');
  stopOnSignals({ info: (_details, message) => logger.log(message, 'AdminBot') }, [() => workers.close(), () => app.close()]);
}

main().catch((error: unknown) => {
  console.error(`ADMIN BOT worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
