import { ApiPropertyOptional } from '@nestjs/swagger';
import { STUDY_PAGE_SIZE_MAX } from '@strongs/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const wholeFrom1 = (name: string, max: number) => ({
  message: `${name} must be a whole number from 1 to ${max}`,
});

/** One page of a kind, optionally of one book or one chapter (what the reader asks for). */
export class ListStudyDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 66 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(wholeFrom1('book', 66))
  @Min(1, wholeFrom1('book', 66))
  @Max(66, wholeFrom1('book', 66))
  book?: number;

  @ApiPropertyOptional({ minimum: 1, description: 'Only with book' })
  @IsOptional()
  @Type(() => Number)
  @IsInt(wholeFrom1('chapter', 150))
  @Min(1, wholeFrom1('chapter', 150))
  @Max(150, wholeFrom1('chapter', 150))
  chapter?: number;

  @ApiPropertyOptional({ description: "Words in a note's text or a bookmark's label or folder" })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q is at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(wholeFrom1('page', 100_000))
  @Min(1, wholeFrom1('page', 100_000))
  @Max(100_000, wholeFrom1('page', 100_000))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: STUDY_PAGE_SIZE_MAX, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(wholeFrom1('pageSize', STUDY_PAGE_SIZE_MAX))
  @Min(1, wholeFrom1('pageSize', STUDY_PAGE_SIZE_MAX))
  @Max(STUDY_PAGE_SIZE_MAX, wholeFrom1('pageSize', STUDY_PAGE_SIZE_MAX))
  pageSize?: number;
}
