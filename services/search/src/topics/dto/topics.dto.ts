import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageParam, PageSizeParam } from '../../common/paging-params';

export const TOPICS_PER_PAGE = 50;

export class TopicListQueryDto {
  @ApiPropertyOptional({ description: "Words of a topic's name", example: 'love of' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q is too long (at most 100 characters)' })
  q?: string;

  @ApiPropertyOptional({ description: 'Topics whose name begins with this letter', example: 'L' })
  @IsOptional()
  @Matches(/^[A-Za-z]$/, { message: 'letter must be one letter from A to Z' })
  letter?: string;

  @PageParam()
  page?: number;

  @PageSizeParam('perPage', TOPICS_PER_PAGE)
  perPage?: number;
}

export class TopicQueryDto {
  @ApiPropertyOptional({
    description: 'Version of the verse texts (default: the site default, the KJV)',
    example: 'kjv',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_]{2,20}$/, { message: 'version must be a version code such as kjv or web' })
  version?: string;

  @PageParam()
  page?: number;
}
