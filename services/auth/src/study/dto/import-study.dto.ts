import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PLAN_LIMITS, STUDY_EXPORT_FORMAT, STUDY_LIMITS } from '@strongs/contracts';
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

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object' },
    description: 'Started reading plans: {plan, startDate, catchUp, daysDone}',
  })
  @IsOptional()
  @IsArray({ message: 'plans must be a list' })
  @ArrayMaxSize(PLAN_LIMITS.active, atMost(PLAN_LIMITS.active, 'reading plans'))
  @IsObject({ each: true, message: 'each plan must be an object' })
  plans?: Record<string, unknown>[];
}
