import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_QUERY_LENGTH } from '@strongs/search-engine';
import { PageParam, PageSizeParam } from '../../common/paging-params';
import { BooleanFlag } from '../../common/query-transforms';

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

  @ApiPropertyOptional({
    description: 'Version code in any case (kjv, WEB, rstne); DB1 means kjv',
    default: 'kjv',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'db is too long' })
  db?: string;

  @ApiPropertyOptional({ description: 'Same as db' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'version is too long' })
  version?: string;

  @PageParam()
  page?: number;

  @PageSizeParam('perPage', 30)
  perPage?: number;

  @PageSizeParam('limit', 30, 'Same as perPage (older clients)')
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
