import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DictionaryListResponse } from '@strongs/contracts';
import { HttpErrorDto } from '../shared/http-error.dto';
import { DictionarySearchService } from './dictionary-search.service';
import { DictionaryQueryDto, DictionarySearchQueryDto } from './dto/dictionary-query.dto';
import { DictionaryListDto } from './dto/dictionary-list.dto';

/**
 * Its paths must be routed before the entry's `api/dictionary/:strongsNumber` (see LEXICON_FEATURES). The
 * operation ids are those of the one controller that served all of `api/dictionary`, so the published
 * OpenAPI document (and a client generated from it) did not change when the entry moved out.
 */
@ApiTags('dictionary')
@Controller('api/dictionary')
export class DictionarySearchController {
  constructor(private readonly search: DictionarySearchService) {}

  @Get('search')
  @ApiOperation({
    operationId: 'DictionaryController_searchAll',
    summary: 'Search all entries: exact number first, then exact lemma or transliteration, then the rest',
  })
  @ApiOkResponse({ type: DictionaryListDto })
  @ApiBadRequestResponse({ type: HttpErrorDto, description: 'A bad page, limit or query' })
  searchAll(@Query() query: DictionarySearchQueryDto): Promise<DictionaryListResponse> {
    return this.search.search(query);
  }

  @Get('hebrew')
  @ApiOperation({
    operationId: 'DictionaryController_searchHebrew',
    summary: 'Search Hebrew entries (H numbers only)',
  })
  @ApiOkResponse({ type: DictionaryListDto })
  @ApiBadRequestResponse({ type: HttpErrorDto })
  searchHebrew(@Query() query: DictionaryQueryDto): Promise<DictionaryListResponse> {
    return this.search.search({ ...query, language: 'hebrew' });
  }

  @Get('greek')
  @ApiOperation({
    operationId: 'DictionaryController_searchGreek',
    summary: 'Search Greek entries (G numbers only)',
  })
  @ApiOkResponse({ type: DictionaryListDto })
  @ApiBadRequestResponse({ type: HttpErrorDto })
  searchGreek(@Query() query: DictionaryQueryDto): Promise<DictionaryListResponse> {
    return this.search.search({ ...query, language: 'greek' });
  }
}
