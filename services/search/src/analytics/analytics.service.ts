import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { AnalyticsRecorded } from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
import { APP_CONFIG, countThisMinute, PeriodicPrune, REDIS } from '@strongs/nest-common';
import type IORedis from 'ioredis';
import type { SearchConfig } from '../search.config';
import { SearchEventsRepository } from './search-events.repository';
import type { SearchEventDto } from './dto/search-event.dto';

export class MissingSearchTermError extends BadRequestException {
  constructor() {
    super('Send query (with database) or searchTerm');
    this.name = 'MissingSearchTermError';
  }
}

@Injectable()
export class AnalyticsService {
  /** Anyone may record a search: events older than ANALYTICS_RETENTION_DAYS are deleted. */
  readonly retention: PeriodicPrune;

  constructor(
    private readonly events: SearchEventsRepository,
    private readonly settings: SystemSettingsReader,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: SearchConfig,
  ) {
    this.retention = new PeriodicPrune('search events', () =>
      this.events.deleteOlderThan(config.ANALYTICS_RETENTION_DAYS),
    );
  }

  /** `clientAddress`: one address records at most ANALYTICS_EVENTS_PER_MINUTE events; the rest are not kept. */
  async record(dto: SearchEventDto, clientAddress: string): Promise<AnalyticsRecorded> {
    const query = (dto.query ?? dto.searchTerm ?? '').trim();
    if (!query) throw new MissingSearchTermError();
    if (!(await this.settings.flag('analytics_enabled', true))) return { recorded: false };
    const count = await countThisMinute(this.redis, `${this.config.QUEUE_PREFIX}:analytics:${clientAddress}`);
    if (count > this.config.ANALYTICS_EVENTS_PER_MINUTE) return { recorded: false };
    void this.retention.runIfDue();
    await this.events.insert({
      query,
      versionCode: dto.database?.trim().toLowerCase() || null,
      searchType: dto.searchType ?? 'text',
      resultCount: dto.resultCount ?? null,
    });
    return { recorded: true };
  }
}
