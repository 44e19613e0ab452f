import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '@strongs/nest-common';
import { SearchEventsRepository } from './search-events.repository';
import { TopSearchesQueryDto } from './dto/top-searches-query.dto';

@ApiTags('admin')
@Controller('api/admin/analytics')
@RequireRole('admin')
export class AdminAnalyticsController {
  constructor(private readonly events: SearchEventsRepository) {}

  @Get('top')
  @ApiOperation({ summary: 'Popular searches (admin)' })
  @ApiOkResponse({ description: '{searches: [{query, count, lastSearched}], days}' })
  async top(@Query() dto: TopSearchesQueryDto): Promise<{ searches: unknown[]; days: number }> {
    const since = new Date(Date.now() - dto.days * 24 * 3600 * 1000);
    return { searches: await this.events.top(since, dto.limit), days: dto.days };
  }
}
