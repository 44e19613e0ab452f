import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
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
  @ApiCreatedResponse({
    description:
      '{recorded: true}; {recorded: false} when analytics are off or the address sent more than its share this minute',
  })
  @ApiBadRequestResponse({ description: 'Neither query nor searchTerm, or a field of the wrong type' })
  record(@Body() dto: SearchEventDto, @Req() req: Request): Promise<AnalyticsRecorded> {
    return this.service.record(dto, req.ip ?? 'unknown');
  }
}
