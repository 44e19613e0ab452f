import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { TopicListResponse, TopicResponse, VerseTopicsResponse } from '@strongs/contracts';
import { parseBook, parsePosition } from '../common/positions';
import { TopicListQueryDto, TopicQueryDto } from './dto/topics.dto';
import { TopicsService } from './topics.service';

@ApiTags('topics')
@Controller('api/topics')
export class TopicsController {
  constructor(private readonly service: TopicsService) {}

  @Get()
  @ApiOperation({
    summary: "Nave's Topical Bible: topics A–Z, by first letter or by words of the name, paginated",
  })
  @ApiOkResponse({
    description:
      '{topics[{slug, name, subTopicCount, referenceCount}], total, totalPages, currentPage, perPage, query, letter, letters, work}',
  })
  @ApiBadRequestResponse({
    description: 'A letter that is not A–Z, a q over 100 characters, a bad page or perPage',
  })
  list(@Query() dto: TopicListQueryDto): Promise<TopicListResponse> {
    return this.service.list(dto);
  }

  @Get('by-verse/:book/:chapter/:verse')
  @ApiOperation({
    summary: 'The topics and sub-topics citing a KJV verse, alone or within a range or chapter',
  })
  @ApiParam({ name: 'book', description: 'Book number 1–66 (or a name or abbreviation)', example: '43' })
  @ApiOkResponse({
    description: '{reference, topics[{slug, name, subTopics[{position, label}]}], total, work}',
  })
  @ApiBadRequestResponse({ description: 'Unknown book, bad chapter or verse' })
  @ApiNotFoundResponse({ description: 'No such verse' })
  byVerse(
    @Param('book') book: string,
    @Param('chapter') chapter: string,
    @Param('verse') verse: string,
  ): Promise<VerseTopicsResponse> {
    return this.service.byVerse(
      parseBook(book),
      parsePosition('chapter', chapter),
      parsePosition('verse', verse),
    );
  }

  @Get(':slug')
  @ApiOperation({
    summary:
      'A topic: its sub-topics in order, each reference with the text of its first verses in the version asked for',
  })
  @ApiParam({ name: 'slug', example: 'love' })
  @ApiOkResponse({
    description:
      '{slug, name, version, subTopics[{position, level, label, references[{reference, start, end, wholeChapter, verses[{reference, text}], moreVerses}], links[{label, target, slug}], referenceCount, continued}], subTopicCount, referenceCount, currentPage, totalPages, work}',
  })
  @ApiBadRequestResponse({ description: 'Unknown or uninstalled version, bad page' })
  @ApiNotFoundResponse({ description: 'No topic has this slug' })
  topic(@Param('slug') slug: string, @Query() dto: TopicQueryDto): Promise<TopicResponse> {
    return this.service.topic(slug, dto);
  }
}
