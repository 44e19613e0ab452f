import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STUDY_EXPORT_FORMAT, STUDY_LIMITS } from '@strongs/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString } from 'class-validator';

const atMost = (n: number, what: string) => ({ message: `An import holds at most ${n} ${what}` });

/** The JSON of GET /api/me/export; each item is checked by the same rules as a create. */
export class ImportStudyDto {
  @ApiProperty({ enum: [STUDY_EXPORT_FORMAT] })
  @IsIn([STUDY_EXPORT_FORMAT], { message: `format must be '${STUDY_EXPORT_FORMAT}' (a file from "Export")` })
  format: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  exportedAt?: string;

  @ApiProperty({ type: 'array', items: { type: 'object' } })
  @IsArray({ message: 'highlights must be a list' })
  @ArrayMaxSize(STUDY_LIMITS.highlights, atMost(STUDY_LIMITS.highlights, 'highlights'))
  @IsObject({ each: true, message: 'each highlight must be an object' })
  highlights: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: { type: 'object' } })
  @IsArray({ message: 'notes must be a list' })
  @ArrayMaxSize(STUDY_LIMITS.notes, atMost(STUDY_LIMITS.notes, 'notes'))
  @IsObject({ each: true, message: 'each note must be an object' })
  notes: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: { type: 'object' } })
  @IsArray({ message: 'bookmarks must be a list' })
  @ArrayMaxSize(STUDY_LIMITS.bookmarks, atMost(STUDY_LIMITS.bookmarks, 'bookmarks'))
  @IsObject({ each: true, message: 'each bookmark must be an object' })
  bookmarks: Record<string, unknown>[];
}
