import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { WebErrorReport } from '@strongs/contracts';

export class WebErrorDto implements WebErrorReport {
  @IsString()
  @MaxLength(2000)
  @IsNotEmpty({ message: 'message is required' })
  message!: string;

  @IsOptional()
  @IsString()
  @MaxLength(8000)
  stack?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  url?: string;

  @IsOptional()
  @IsString()
  @MaxLength(4000)
  componentStack?: string;
}
