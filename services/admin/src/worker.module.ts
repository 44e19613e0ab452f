import { DynamicModule, Module } from '@nestjs/common';
import { DbModule, JOB_STATEMENT_TIMEOUT_MS } from '@strongs/db';
import { CommonModule, RedisModule } from '@strongs/nest-common';
import { AdminConfig } from './admin.config';
import { BotCoreModule } from './bot/bot-core.module';
import { MailModule } from './mail/mail.module';
import { QueuesModule } from './queues/queues.module';
import { SettingsModule } from './settings/settings.module';

/** The ADMIN BOT worker's parts, without HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CommonModule.forService('admin-bot', config),
        DbModule.forRoot({ poolSize: 3, statementTimeoutMs: JOB_STATEMENT_TIMEOUT_MS }),
        RedisModule.forRoot(),
        QueuesModule,
        SettingsModule,
        MailModule,
        BotCoreModule,
      ],
    };
  }
}
