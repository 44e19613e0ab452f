import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_OCCURRENCES_PAGE_SIZE } from '@strongs/contracts';

export const MAX_OCCURRENCES_PAGE_SIZE = 200;

export class DefinitionQueryDto {
  @ApiPropertyOptional({ description: 'Page of occurrences, from 1', default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page must be at most 100000' })
  @IsInt({ message: 'page must be a whole number' })
  page = 1;

  @ApiPropertyOptional({
    description: 'Occurrences per page',
    default: DEFAULT_OCCURRENCES_PAGE_SIZE,
    minimum: 1,
    maximum: MAX_OCCURRENCES_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(MAX_OCCURRENCES_PAGE_SIZE, { message: `limit must be at most ${MAX_OCCURRENCES_PAGE_SIZE}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit = DEFAULT_OCCURRENCES_PAGE_SIZE;
}
