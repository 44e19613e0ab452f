import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { SearchResponse } from '@strongs/contracts';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchService } from './search.service';
import { SearchResponseDoc } from './search.openapi';

@ApiTags('search')
@Controller('api/search-strongs')
export class SearchController {
  constructor(private readonly service: SearchService) {}

  @Get()
  @ApiOperation({
    summary: "Search verses: words, phrases, OR, -exclude, prefix*, Strong's numbers, references",
  })
  @ApiOkResponse({ type: SearchResponseDoc })
  @ApiBadRequestResponse({ description: 'Bad page, perPage, version, query syntax or query too long' })
  @ApiNotFoundResponse({ description: 'A well-formed reference that does not exist (Gen 51:1)' })
  search(@Query() dto: SearchQueryDto): Promise<SearchResponse> {
    return this.service.search({ ...dto, db: dto.db ?? dto.version, perPage: dto.perPage ?? dto.limit });
  }
}
