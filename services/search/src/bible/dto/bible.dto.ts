import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { BooleanFlag, WholeNumber } from '../../common/query-transforms';

export class VersionsQueryDto {
  @ApiPropertyOptional({ description: 'Every known version (installed or not) with its licence, credit and verse count' })
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
