import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  BOT_PRIORITY_DEFAULT,
  BOT_PRIORITY_MAX,
  BOT_PRIORITY_MIN,
  ERROR_REPORT_STATUSES,
  REPAIR_STATUSES,
  type ErrorReportStatus,
  type RepairStatus,
} from '@strongs/contracts';

const PRIORITY_RULE = `Priority must be a whole number from ${BOT_PRIORITY_MIN} to ${BOT_PRIORITY_MAX}`;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateInstructionDto {
  @Transform(trimmed)
  @IsString()
  @MaxLength(500)
  @IsNotEmpty({ message: 'Directive is required' })
  directive!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PRIORITY_RULE })
  @Min(BOT_PRIORITY_MIN, { message: PRIORITY_RULE })
  @Max(BOT_PRIORITY_MAX, { message: PRIORITY_RULE })
  priority = BOT_PRIORITY_DEFAULT;
}

export class UpdateInstructionDto {
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive!: boolean;
}

export class UpdateRepairDto {
  @Transform(trimmed)
  @IsString()
  @MaxLength(2000)
  @IsNotEmpty({ message: 'Remedy is required' })
  remedy!: string;

  @IsOptional()
  @IsIn(REPAIR_STATUSES, { message: `Status must be one of: ${REPAIR_STATUSES.join(', ')}` })
  status: RepairStatus = 'completed';
}

export class UpdateErrorReportDto {
  @Transform(trimmed)
  @IsString()
  @MaxLength(2000)
  @IsNotEmpty({ message: 'Resolution is required' })
  resolution!: string;

  @IsOptional()
  @IsIn(ERROR_REPORT_STATUSES, { message: `Status must be one of: ${ERROR_REPORT_STATUSES.join(', ')}` })
  status: ErrorReportStatus = 'resolved';
}
