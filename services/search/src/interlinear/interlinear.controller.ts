import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { InterlinearChapter, InterlinearVerse } from '@strongs/contracts';
import { InReadLane } from '../admission/read-lane.interceptor';
import { parseBook, parsePosition } from '../common/positions';
import { InterlinearQueryDto } from './dto/interlinear-query.dto';
import { InterlinearService } from './interlinear.service';

@ApiTags('interlinear')
@InReadLane()
@Controller('api/interlinear')
export class InterlinearController {
  constructor(private readonly service: InterlinearService) {}

  @Get(':book/:chapter/:verse')
  @ApiOperation({
    summary:
      "The original words under a KJV verse (WLC for the OT, TR or Byzantine for the NT), with lemma, Strong's and parsing",
  })
  @ApiParam({ name: 'book', description: 'Book number, name or abbreviation', example: 'Genesis' })
  @ApiOkResponse({
    description:
      '{reference, originalReference, language, edition, direction, words[{position, text, textPlain, transliteration, lemma, strongsNumber, morph, morphDescription, gloss}]}',
  })
  @ApiBadRequestResponse({
    description: 'Unknown book, bad chapter or verse, an edition of the other testament',
  })
  @ApiNotFoundResponse({ description: 'No such KJV verse, or the edition lacks it' })
  verse(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
    @Query() dto: InterlinearQueryDto,
  ): Promise<InterlinearVerse> {
    return this.service.verse(
      parseBook(book),
      parsePosition('chapter', chapter),
      parsePosition('verse', verse),
      dto.edition,
    );
  }

  @Get(':book/:chapter')
  @ApiOperation({
    summary: "A KJV chapter's verses, each with its original words (the reader's Interlinear view)",
  })
  @ApiOkResponse({
    description:
      '{reference, edition, direction, verses[{verse, reference, originalReference, language, edition, words[]}]}',
  })
  @ApiBadRequestResponse({ description: 'Unknown book, bad chapter, an edition of the other testament' })
  @ApiNotFoundResponse({ description: 'No such chapter' })
  chapter(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Query() dto: InterlinearQueryDto,
  ): Promise<InterlinearChapter> {
    return this.service.chapter(parseBook(book), parsePosition('chapter', chapter), dto.edition);
  }
}
