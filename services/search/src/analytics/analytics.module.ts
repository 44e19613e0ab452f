import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { SearchEventsRepository } from './search-events.repository';

@Module({ controllers: [AnalyticsController], providers: [AnalyticsService, SearchEventsRepository] })
export class AnalyticsModule {}
