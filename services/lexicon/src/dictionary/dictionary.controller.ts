import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { DictionaryEntryResponse, DictionaryListResponse } from '@strongs/contracts';
import { EntryService } from '../lexicon-entries/entry.service';
import { HttpErrorDto } from '../shared/http-error.dto';
import { DictionarySearchService } from './dictionary-search.service';
import { DictionaryQueryDto, DictionarySearchQueryDto } from './dto/dictionary-query.dto';
import { DictionaryEntryDto, DictionaryListDto } from './dto/dictionary-responses.dto';

@ApiTags('dictionary')
@Controller('api/dictionary')
export class DictionaryController {
  constructor(
    private readonly search: DictionarySearchService,
    private readonly entries: EntryService,
  ) {}

  @Get('search')
  @ApiOperation({
    summary: 'Search all entries: exact number first, then exact lemma or transliteration, then the rest',
  })
  @ApiOkResponse({ type: DictionaryListDto })
  @ApiBadRequestResponse({ type: HttpErrorDto, description: 'A bad page, limit or query' })
  searchAll(@Query() query: DictionarySearchQueryDto): Promise<DictionaryListResponse> {
    return this.search.search(query);
  }

  @Get('hebrew')
  @ApiOperation({ summary: 'Search Hebrew entries (H numbers only)' })
  @ApiOkResponse({ type: DictionaryListDto })
  @ApiBadRequestResponse({ type: HttpErrorDto })
  searchHebrew(@Query() query: DictionaryQueryDto): Promise<DictionaryListResponse> {
    return this.search.search({ ...query, language: 'hebrew' });
  }

  @Get('greek')
  @ApiOperation({ summary: 'Search Greek entries (G numbers only)' })
  @ApiOkResponse({ type: DictionaryListDto })
  @ApiBadRequestResponse({ type: HttpErrorDto })
  searchGreek(@Query() query: DictionaryQueryDto): Promise<DictionaryListResponse> {
    return this.search.search({ ...query, language: 'greek' });
  }

  @Get(':strongsNumber')
  @ApiOperation({
    summary: 'One entry with its KJV translations, occurrences by book and related entries (cached 1 hour)',
  })
  @ApiParam({
    name: 'strongsNumber',
    example: 'H7225',
    description: 'With or without zero padding: H7225, h07225',
  })
  @ApiOkResponse({ type: DictionaryEntryDto })
  @ApiBadRequestResponse({ type: HttpErrorDto, description: "Invalid Strong's number: …" })
  @ApiNotFoundResponse({ type: HttpErrorDto, description: "Strong's number {n} not found in dictionary" })
  entry(@Param('strongsNumber') strongsNumber: string): Promise<DictionaryEntryResponse> {
    return this.entries.get(strongsNumber);
  }
}
