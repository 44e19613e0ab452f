import { Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import { createSearchEngine, type SearchEngine } from '@strongs/search-engine';
import { DataSource } from 'typeorm';
import type { AdminConfig } from '../admin.config';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { BotSweepService } from './bot-sweep.service';
import { BotRepository } from './bot.repository';
import { BotService } from './bot.service';
import { RemedyRunner } from './remedies';
import { BOT_CHECKS, type BotCheck, SEARCH_ENGINE } from './sweep/bot-check';
import { PostgresCheck, RedisCheck, SearchEngineCheck } from './sweep/health.checks';
import { IndexSyncCheck } from './sweep/index-sync.check';
import { ImportsCheck, JobsCheck } from './sweep/jobs.checks';
import { LexiconCheck } from './sweep/lexicon.check';
import { WebErrorsCheck } from './sweep/web-errors.check';
import { GatewayErrorsCheck } from './sweep/gateway-errors.check';

const CHECKS = [
  PostgresCheck,
  RedisCheck,
  SearchEngineCheck,
  IndexSyncCheck,
  JobsCheck,
  ImportsCheck,
  LexiconCheck,
  WebErrorsCheck,
  GatewayErrorsCheck,
];

/** The bot's parts, shared by the HTTP service (its tab's routes) and the worker (the sweep). Needs QueuesModule. */
@Module({
  imports: [SettingsModule, MailModule],
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [DataSource, APP_CONFIG],
      useFactory: (db: DataSource, config: AdminConfig) => createSearchEngine(db, config),
    },
    ...CHECKS,
    { provide: BOT_CHECKS, inject: CHECKS, useFactory: (...checks: BotCheck[]) => checks },
    BotRepository,
    RemedyRunner,
    BotService,
    BotSweepService,
  ],
  exports: [BotService, BotSweepService, SEARCH_ENGINE],
})
export class BotCoreModule implements OnModuleDestroy {
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  async onModuleDestroy(): Promise<void> {
    await this.engine.close();
  }
}
