import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageParam, PageSizeParam } from '../../common/paging-params';
import { DEFAULT_PER_PAGE } from '../../common/paging';

export class ConcordanceQueryDto {
  @PageParam()
  page?: number;

  @PageSizeParam('perPage', DEFAULT_PER_PAGE)
  perPage?: number;

  @ApiPropertyOptional({
    description: "Edition: 'wlc' (H numbers, the default), 'tr' (G numbers, the default) or 'byz'",
    example: 'tr',
  })
  @IsOptional()
  @Matches(/^[A-Za-z]{2,8}$/, { message: 'edition must be a version code such as wlc, tr or byz' })
  edition?: string;

  @ApiPropertyOptional({
    description: 'Only the occurrences of this form (as answered in `forms[].form`)',
    example: 'בְּרֵאשִׁית',
  })
  @IsOptional()
  @IsString({ message: 'form must be a word' })
  @MaxLength(60, { message: 'form is too long' })
  form?: string;

  @ApiPropertyOptional({
    description: 'With form: only the occurrences with this parsing code',
    example: 'HR/Ncfsa',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9/\-:+]{1,30}$/, {
    message: 'morph must be a parsing code such as HR/Ncfsa or V-AAI-3S',
  })
  morph?: string;
}
