import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { BooleanFlag, WholeNumber } from '../../common/query-transforms';

export class VersionsQueryDto {
  @ApiPropertyOptional({
    description: 'Every known version (installed or not) with its licence, credit and verse count',
  })
  @IsOptional()
  @BooleanFlag()
  details?: boolean;
}

export class CrossReferencesQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 100 })
  @IsOptional()
  @WholeNumber()
  @Max(500, { message: 'limit must be a whole number from 1 to 500' })
  @Min(1, { message: 'limit must be a whole number from 1 to 500' })
  @IsInt({ message: 'limit must be a whole number from 1 to 500' })
  limit?: number;
}

export class VerseQueryDto {
  @ApiPropertyOptional({
    description: 'A version to answer from when the requested one lacks the verse (the response names it)',
    example: 'wlc',
  })
  @IsOptional()
  @Matches(/^[a-z0-9_]{1,40}$/i, { message: 'fallback must be a version code' })
  @IsString({ message: 'fallback must be a version code' })
  fallback?: string;
}
