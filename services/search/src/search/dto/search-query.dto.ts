import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_QUERY_LENGTH } from '@strongs/search-engine';
import { MAX_PER_PAGE } from '../../common/paging';
import { BooleanFlag, WholeNumber } from '../../common/query-transforms';

export class SearchQueryDto {
  @ApiPropertyOptional({
    description:
      'Words (all must match), "exact phrase", OR, -exclude, prefix*, a Strong\'s number (H7225, g26), ' +
      'a reference or list of references (Gen 1:1-3; Jn 3:16, Genesis 2), in:Gen-Deu or in:nt',
    maxLength: MAX_QUERY_LENGTH,
    example: 'in the beginning',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH, { message: `q is too long: at most ${MAX_QUERY_LENGTH} characters` })
  q?: string;

  @ApiPropertyOptional({ description: 'Version code in any case (kjv, WEB, rstne); DB1 means kjv', default: 'kjv' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'db is too long' })
  db?: string;

  @ApiPropertyOptional({ description: 'Same as db' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'version is too long' })
  version?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @WholeNumber()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @IsInt({ message: 'page must be a whole number from 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PER_PAGE, default: 30 })
  @IsOptional()
  @WholeNumber()
  @Max(MAX_PER_PAGE, { message: `perPage must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @Min(1, { message: `perPage must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @IsInt({ message: `perPage must be a whole number from 1 to ${MAX_PER_PAGE}` })
  perPage?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PER_PAGE, description: 'Same as perPage (older clients)' })
  @IsOptional()
  @WholeNumber()
  @Max(MAX_PER_PAGE, { message: `limit must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_PER_PAGE}` })
  limit?: number;

  @ApiPropertyOptional({ description: "Include each verse's tokens with Strong's numbers", default: false })
  @IsOptional()
  @BooleanFlag()
  strongs?: boolean;

  @ApiPropertyOptional({ enum: ['canonical', 'relevance'], default: 'canonical' })
  @IsOptional()
  @IsIn(['canonical', 'relevance'], { message: 'sort must be canonical or relevance' })
  sort?: 'canonical' | 'relevance';

  @ApiPropertyOptional({ description: 'A book or range of books: Gen, 1Cor, Gen-Deu', example: 'Gen-Deu' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'book is too long' })
  book?: string;

  @ApiPropertyOptional({ enum: ['ot', 'nt'] })
  @IsOptional()
  @IsIn(['ot', 'nt', 'OT', 'NT'], { message: 'testament must be ot or nt' })
  testament?: string;

  @ApiPropertyOptional({ description: 'Ignored: the parallel view flag of the results page' })
  @IsOptional()
  @IsString()
  parallel?: string;
}
