import { BadRequestException, Injectable } from '@nestjs/common';
import type { AnalyticsRecorded } from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
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
  constructor(
    private readonly events: SearchEventsRepository,
    private readonly settings: SystemSettingsReader,
  ) {}

  async record(dto: SearchEventDto): Promise<AnalyticsRecorded> {
    const query = (dto.query ?? dto.searchTerm ?? '').trim();
    if (!query) throw new MissingSearchTermError();
    if (!(await this.settings.flag('analytics_enabled', true))) return { recorded: false };
    await this.events.insert({
      query,
      versionCode: dto.database?.trim().toLowerCase() || null,
      searchType: dto.searchType ?? 'text',
      resultCount: dto.resultCount ?? null,
    });
    return { recorded: true };
  }
}
