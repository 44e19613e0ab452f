import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnalyticsRecorded } from '@strongs/contracts';
import { AnalyticsService } from './analytics.service';
import { SearchEventDto } from './dto/search-event.dto';

@ApiTags('analytics')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly service: AnalyticsService) {}

  @Post('search')
  @ApiOperation({ summary: 'Record a search: {query, database} or {searchTerm, resultCount, searchType}' })
  @ApiCreatedResponse({ description: '{recorded: true}' })
  @ApiBadRequestResponse({ description: 'Neither query nor searchTerm, or a field of the wrong type' })
  record(@Body() dto: SearchEventDto): Promise<AnalyticsRecorded> {
    return this.service.record(dto);
  }
}
