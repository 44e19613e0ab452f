import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type {
  CommentariesByVerseResponse,
  CommentarySearchResponse,
  CommentarySectionsResponse,
  CommentaryWorksResponse,
} from '@strongs/contracts';
import { CommentariesService } from './commentaries.service';
import { parseCommentaryPosition } from './commentary-position';
import { CommentarySearchService } from './commentary-search.service';
import { CommentaryBlocksQueryDto } from './dto/commentary-blocks.dto';
import { CommentarySearchQueryDto } from './dto/commentary-search.dto';

const DEFAULT_BLOCKS = 200;

@ApiTags('commentaries')
@Controller('api/commentaries')
export class CommentariesController {
  constructor(
    private readonly service: CommentariesService,
    private readonly searching: CommentarySearchService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The published commentaries: code, name, licence, generation, entry count' })
  @ApiOkResponse({ description: '{works[{code, name, shortName, source, licence, generation, entryCount}]}' })
  list(): Promise<CommentaryWorksResponse> {
    return this.service.list();
  }

  @Get('search')
  @ApiOperation({
    summary: 'Comments whose text matches words (English stemming), in canonical order, with snippets',
  })
  @ApiOkResponse({
    description:
      '{query, work, total, page, perPage, totalPages, results[{work, workName, reference, snippet[{text, match?}]}]}',
  })
  @ApiBadRequestResponse({ description: 'No query, or a bad page' })
  @ApiNotFoundResponse({ description: 'Unknown commentary' })
  search(@Query() dto: CommentarySearchQueryDto): Promise<CommentarySearchResponse> {
    return this.searching.search({
      q: dto.q,
      work: dto.work,
      page: dto.page ?? 1,
      perPage: dto.perPage ?? 20,
    });
  }

  // Declared before ':code/...': 'by-verse' would otherwise be read as a work's code.
  @Get('by-verse/:book/:chapter/:verse')
  @ApiOperation({
    summary:
      "Every commentary's sections covering a verse, each with its first blocks (the verse panel's call)",
  })
  @ApiParam({ name: 'book', description: 'Book number, name or abbreviation', example: 'John' })
  @ApiOkResponse({ description: '{reference, book, chapter, verse, works[{work, sections[]}]}' })
  @ApiBadRequestResponse({ description: 'Not a verse of the KJV' })
  byVerse(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
  ): Promise<CommentariesByVerseResponse> {
    return this.service.byVerse(parseCommentaryPosition(book, chapter, verse));
  }

  @Get(':code/:book/:chapter/:verse')
  @ApiOperation({
    summary:
      "One commentary's sections covering a verse (verse 0: the chapter's introduction; chapter 0: the book's), structured text",
  })
  @ApiOkResponse({
    description:
      '{work, reference, book, chapter, verse, sections[{work, key, startVerse, endVerse, reference, blockCount, blockOffset, blocks[]}]}',
  })
  @ApiBadRequestResponse({ description: 'Not a verse of the KJV, or a bad block window' })
  @ApiNotFoundResponse({ description: 'Unknown commentary' })
  sections(
    @Param('code') code: string,
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
    @Query() dto: CommentaryBlocksQueryDto,
  ): Promise<CommentarySectionsResponse> {
    return this.service.sections(code, parseCommentaryPosition(book, chapter, verse), {
      offset: dto.blockOffset ?? 0,
      limit: dto.blockLimit ?? DEFAULT_BLOCKS,
    });
  }
}
