import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { StrongsVersesResponse } from '@strongs/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageParam, PageSizeParam } from '../common/paging-params';
import { StrongsSearchService } from './strongs-search.service';

export class StrongsPageDto {
  @PageParam()
  page?: number;

  @PageSizeParam('limit', 30)
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
  @ApiOperation({
    summary: "Verses tagged with a Strong's number, in canonical order, text with {H####} tags",
  })
  @ApiParam({ name: 'number', example: 'H7225' })
  @ApiOkResponse({
    description:
      '{strongsNumber, version, totalVerses, totalPages, currentPage, verses[{id, book, chapter, verse, reference, text}]}',
  })
  @ApiBadRequestResponse({ description: "Not a Strong's number, or a bad page" })
  byNumber(@Param('number') number: string, @Query() dto: StrongsPageDto): Promise<StrongsVersesResponse> {
    return this.service.byNumber(number, dto.page, dto.limit, dto.db);
  }
}
