import { Type } from 'class-transformer';
import { IsInt, IsString, Min, MinLength } from 'class-validator';
import { BaseConfig } from '@strongs/nest-common';

/** The worker process: reads uploaded Bible files from UPLOAD_DIR. */
export class WorkerConfig extends BaseConfig {
  @IsString()
  @MinLength(1, { message: 'UPLOAD_DIR must be set to the folder for uploaded and converted files' })
  UPLOAD_DIR = '';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  IMPORT_CONCURRENCY = 2;

  /** A job whose worker died is picked up again after this long. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  IMPORT_LOCK_MS = 60_000;

  @Type(() => Number)
  @IsInt()
  @Min(500)
  IMPORT_STALLED_CHECK_MS = 30_000;
}
