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
  ChapterResponse,
  CrossReferencesResponse,
  KjvNumberingResponse,
  VerseTextResponse,
  VersionDetails,
} from '@strongs/contracts';
import { InReadLane } from '../admission/read-lane.interceptor';
import { parseBook, parsePosition } from '../common/positions';
import { BibleService } from './bible.service';
import { VerseTextService } from './verse-text.service';
import { CrossReferencesQueryDto, VerseQueryDto, VersionsQueryDto } from './dto/bible.dto';

@ApiTags('bible')
@Controller('api/bible')
export class BibleController {
  constructor(
    private readonly service: BibleService,
    private readonly verseTexts: VerseTextService,
  ) {}

  @Get('versions')
  @ApiOperation({
    summary:
      'Installed version codes; with details=true every known version with licence, credit, verse count',
  })
  @ApiOkResponse({
    description:
      "['kjv', 'rstne', ...] or [{code, name, language, direction, kind, licence, credit, installed, verseCount, ...}]",
  })
  versions(@Query() dto: VersionsQueryDto): Promise<string[] | VersionDetails[]> {
    return dto.details ? this.service.versionDetails() : this.service.versionCodes();
  }

  @Get('verse/:book/:chapter/:verse/:versionCode')
  @ApiOperation({
    summary:
      "One KJV-numbered verse as {text}, mapped through the version's versification (KJV Isaiah 9:6 is the WLC's 9:5)",
  })
  @ApiParam({ name: 'book', description: 'Book number 1–66 (or a name or abbreviation)', example: '1' })
  @ApiOkResponse({
    description: '{text, reference, version, sourceReference?, title?, partial?, requestedVersion?}',
  })
  @ApiBadRequestResponse({ description: 'Unknown book or version, bad chapter or verse' })
  @ApiNotFoundResponse({ description: 'The version has no such verse' })
  verse(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
    @Param('versionCode') versionCode: string,
    @Query() dto: VerseQueryDto,
  ): Promise<VerseTextResponse> {
    return this.verseTexts.verse(
      parseBook(book),
      parsePosition('chapter', chapter),
      parsePosition('verse', verse),
      versionCode,
      dto.fallback,
    );
  }

  @Get('kjv-numbering/:book/:chapter/:verse/:versionCode')
  @ApiOperation({
    summary: 'The KJV verse(s) a verse is, numbered as the version numbers it (WLC Isaiah 9:5 is KJV 9:6)',
  })
  @ApiOkResponse({ description: '{reference, version, kjv[{book, chapter, verse, reference}], psalmTitle}' })
  @ApiBadRequestResponse({ description: 'Unknown book or version, bad chapter or verse' })
  kjvNumbering(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
    @Param('versionCode') versionCode: string,
  ): Promise<KjvNumberingResponse> {
    return this.verseTexts.kjvNumbering(
      parseBook(book),
      parsePosition('chapter', chapter),
      parsePosition('verse', verse),
      versionCode,
    );
  }

  @Get('chapter/:book/:chapter/:versionCode')
  @InReadLane()
  @ApiOperation({
    summary:
      "A chapter for the reader: verses with tokens (Strong's, added words, red letters), headings, notes",
  })
  @ApiParam({ name: 'book', description: 'Book number, name or abbreviation', example: 'Genesis' })
  @ApiOkResponse({
    description: '{version, language, direction, book, chapter, reference, verses[], previous, next}',
  })
  @ApiBadRequestResponse({ description: 'Unknown book or version, bad chapter' })
  @ApiNotFoundResponse({ description: 'The version has no such chapter' })
  chapter(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('versionCode') versionCode: string,
  ): Promise<ChapterResponse> {
    return this.service.chapter(parseBook(book), parsePosition('chapter', chapter), versionCode);
  }

  @Get('cross-references/:book/:chapter/:verse')
  @ApiOperation({
    summary: 'OpenBible.info cross references of a verse (CC BY), best voted first, with KJV text',
  })
  @ApiOkResponse({ description: '{reference, total, crossReferences[{reference, start, end, votes, text}]}' })
  @ApiBadRequestResponse({ description: 'Unknown book, bad chapter or verse' })
  @ApiNotFoundResponse({ description: 'No such verse' })
  crossReferences(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
    @Query() dto: CrossReferencesQueryDto,
  ): Promise<CrossReferencesResponse> {
    return this.service.crossReferencesOf(
      parseBook(book),
      parsePosition('chapter', chapter),
      parsePosition('verse', verse),
      dto.limit ?? 100,
    );
  }
}
