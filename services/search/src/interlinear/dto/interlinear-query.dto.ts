import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class InterlinearQueryDto {
  @ApiPropertyOptional({
    description: "Edition: 'wlc' (OT, the default), 'tr' (NT, the default) or 'byz'",
    example: 'tr',
  })
  @IsOptional()
  @Matches(/^[A-Za-z]{2,8}$/, { message: 'edition must be a version code such as wlc, tr or byz' })
  edition?: string;
}
