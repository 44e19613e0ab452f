import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** `?today=`: the reader's calendar date, which decides the day that is due (a day either side of UTC). */
export class PlanTodayDto {
  @ApiPropertyOptional({
    example: '2026-03-01',
    description: "The reader's date; the server's UTC date without it",
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: "today must be the reader's date, YYYY-MM-DD" })
  today?: string;
}
