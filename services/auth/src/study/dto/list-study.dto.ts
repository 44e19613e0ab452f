import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { STUDY_PAGE_SIZE_MAX, STUDY_VERSES_MAX } from '@strongs/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const VERSE = String.raw`\d{1,2}\.\d{1,3}\.\d{1,3}`;
const VERSE_LIST = new RegExp(`^${VERSE}(,${VERSE}){0,${STUDY_VERSES_MAX - 1}}$`);

/** An optional query number from 1 to `max`, refused with one message whatever is wrong with it. */
function WholeFrom1(name: string, max: number, doc: { default?: number; description?: string } = {}) {
  const message = { message: `${name} must be a whole number from 1 to ${max}` };
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, ...doc }),
    IsOptional(),
    Type(() => Number),
    IsInt(message),
    Min(1, message),
    Max(max, message),
  );
}

/** One page of a kind, optionally of one book or one chapter (what the reader asks for). */
export class ListStudyDto {
  @WholeFrom1('book', 66)
  book?: number;

  @WholeFrom1('chapter', 150, { description: 'Only with book' })
  chapter?: number;

  @ApiPropertyOptional({ description: "Words in a note's text or a bookmark's label or folder" })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q is at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({
    description: `Only items covering one of these KJV verses: book.chapter.verse, comma-separated, at most ${STUDY_VERSES_MAX}`,
    example: '43.3.16,43.3.17',
  })
  @IsOptional()
  @Matches(VERSE_LIST, {
    message: `verses is a list of at most ${STUDY_VERSES_MAX} book.chapter.verse, comma-separated (43.3.16,43.3.17)`,
  })
  verses?: string;

  @WholeFrom1('page', 100_000, { default: 1 })
  page?: number;

  @WholeFrom1('pageSize', STUDY_PAGE_SIZE_MAX, { default: 100 })
  pageSize?: number;
}
