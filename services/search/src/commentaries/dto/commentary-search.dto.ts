import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PageParam, PageSizeParam } from '../../common/paging-params';

export class CommentarySearchQueryDto {
  @ApiProperty({
    description: 'Words, "a phrase", -excluded, OR (Postgres websearch syntax)',
    example: 'born again',
  })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @MinLength(1, { message: 'q is required' })
  @IsString({ message: 'q is required' })
  q!: string;

  @ApiPropertyOptional({ description: 'One commentary only', example: 'mhcc' })
  @IsOptional()
  @Matches(/^[a-z0-9]{2,16}$/, { message: 'work must be a commentary code' })
  work?: string;

  @PageParam()
  page?: number;

  @PageSizeParam('perPage', 20)
  perPage?: number;
}
