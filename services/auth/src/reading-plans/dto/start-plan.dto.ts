import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class StartPlanDto {
  @ApiProperty({ example: 'nt-90', description: 'A slug of the catalogue (GET /api/me/plans)' })
  @IsString({ message: 'plan must be the name of a reading plan' })
  @MaxLength(40, { message: 'plan must be the name of a reading plan' })
  plan: string;

  @ApiProperty({ example: '2026-03-01', description: 'The date of day 1, within a year of today' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'startDate must be a date, YYYY-MM-DD' })
  startDate: string;
}
