import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ERROR_REPORT_STATUSES, REPAIR_STATUSES, type ErrorReportStatus, type RepairStatus } from '@strongs/contracts';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateInstructionDto {
  @Transform(trimmed)
  @IsString()
  @MaxLength(500)
  @IsNotEmpty({ message: 'Directive is required' })
  directive!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Priority must be a whole number from 0 to 100' })
  @Min(0, { message: 'Priority must be a whole number from 0 to 100' })
  @Max(100, { message: 'Priority must be a whole number from 0 to 100' })
  priority = 50;
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
