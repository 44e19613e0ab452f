import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import type { AdminConfig } from '../admin.config';
import { SettingsModule } from '../settings/settings.module';
import { createMailTransport } from './mail-transport';
import { MAIL_TRANSPORT, MailService } from './mail.service';
import { SentMailsRepository } from './sent-mails.repository';
import { WordOfDayRepository } from './word-of-day.repository';

/** Rendering and sending; the HTTP routes are added by MailApiModule so the worker can use this alone. */
@Module({
  imports: [SettingsModule],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AdminConfig) => createMailTransport(config),
    },
    WordOfDayRepository,
    SentMailsRepository,
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
