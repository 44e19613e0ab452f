import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { RstneSearchResponse, RstneVerseResponse } from '@strongs/contracts';
import { MAX_QUERY_LENGTH } from '@strongs/search-engine';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { parsePosition } from '../common/positions';
import { PageSizeParam } from '../common/paging-params';
import { rstneBook, RstneService } from './rstne.service';

export class RstneSearchDto {
  @ApiPropertyOptional({
    description: 'Words or references, as in the main search box',
    example: 'Genesis 12:1-3',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH, { message: `q is too long: at most ${MAX_QUERY_LENGTH} characters` })
  q?: string;

  @ApiPropertyOptional({ description: 'Same as q (the test page sends query)' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH, { message: `query is too long: at most ${MAX_QUERY_LENGTH} characters` })
  query?: string;

  @PageSizeParam('limit', 10)
  limit?: number;
}

@ApiTags('rstne')
@Controller('api/rstne')
export class RstneController {
  constructor(private readonly service: RstneService) {}

  @Get('verse/:bookName/:chapter/:verse')
  @ApiOperation({
    summary: 'An RSTNE verse; the book by any known name, restored names included (Bereshith)',
  })
  @ApiParam({ name: 'bookName', example: 'Bereshith' })
  @ApiOkResponse({ description: '{text, reference}' })
  @ApiBadRequestResponse({ description: 'Unknown book, bad chapter or verse' })
  @ApiNotFoundResponse({ description: 'No such verse' })
  verse(
    @Param('bookName') bookName: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
  ): Promise<RstneVerseResponse> {
    return this.service.verse(
      rstneBook(bookName),
      parsePosition('chapter', chapter),
      parsePosition('verse', verse),
    );
  }

  @Get('search')
  @ApiOperation({ summary: 'Search the RSTNE: {results[{book_name, chapter, verse, text}]}' })
  @ApiOkResponse({
    description: '{results[{book_name, book, chapter, verse, text, reference}], totalResults}',
  })
  search(@Query() dto: RstneSearchDto): Promise<RstneSearchResponse> {
    return this.service.find(dto.q ?? dto.query, dto.limit ?? 10);
  }
}
