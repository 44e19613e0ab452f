import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const EXPORT_FORMATS = ['json', 'markdown'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export class ExportStudyDto {
  @ApiPropertyOptional({
    enum: EXPORT_FORMATS,
    default: 'json',
    description: 'json: what import takes back; markdown: to read (text/markdown, a .md download)',
  })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
  format?: ExportFormat;
}
