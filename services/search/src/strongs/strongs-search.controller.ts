import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { StrongsVersesResponse } from '@strongs/contracts';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PER_PAGE } from '../common/paging';
import { WholeNumber } from '../common/query-transforms';
import { StrongsSearchService } from './strongs-search.service';

export class StrongsPageDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @WholeNumber()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @IsInt({ message: 'page must be a whole number from 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PER_PAGE, default: 30 })
  @IsOptional()
  @WholeNumber()
  @Max(MAX_PER_PAGE, { message: `limit must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_PER_PAGE}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'Version code (default kjv)' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'db is too long' })
  db?: string;
}

@ApiTags('search')
@Controller('api/strongs/search-by-number')
export class StrongsSearchController {
  constructor(private readonly service: StrongsSearchService) {}

  @Get(':number')
  @ApiOperation({ summary: "Verses tagged with a Strong's number, in canonical order, text with {H####} tags" })
  @ApiParam({ name: 'number', example: 'H7225' })
  @ApiOkResponse({ description: '{strongsNumber, version, totalVerses, totalPages, currentPage, verses[{id, book, chapter, verse, reference, text}]}' })
  @ApiBadRequestResponse({ description: "Not a Strong's number, or a bad page" })
  byNumber(@Param('number') number: string, @Query() dto: StrongsPageDto): Promise<StrongsVersesResponse> {
    return this.service.byNumber(number, dto.page, dto.limit, dto.db);
  }
}
