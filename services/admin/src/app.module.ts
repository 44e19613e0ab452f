import { DynamicModule, Module } from '@nestjs/common';
import { DbModule } from '@strongs/db';
import { CommonModule, RedisModule, SessionModule } from '@strongs/nest-common';
import { AdminConfig } from './admin.config';
import { BotModule } from './bot/bot.module';
import { ContentModule } from './content/content.module';
import { MailApiModule } from './mail/mail-api.module';
import { SettingsApiModule } from './settings/settings-api.module';
import { QueuesDashboardModule } from './queues/queues-dashboard.module';
import { QueuesModule } from './queues/queues.module';
import { WebErrorsModule } from './web-errors/web-errors.module';

@Module({})
export class AppModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forService('admin', config),
        DbModule.forRoot({ poolSize: 6 }),
        RedisModule.forRoot(),
        SessionModule.forRoot(config),
        SettingsApiModule,
        ContentModule,
        WebErrorsModule,
        MailApiModule,
        QueuesModule,
        BotModule,
        QueuesDashboardModule,
      ],
    };
  }
}
