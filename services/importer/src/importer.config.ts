import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import { BIBLE_UPLOAD_MAX_BYTES } from '@strongs/contracts';
import { SERVICE_REGISTRY } from '@strongs/contracts';
import { SessionConfig } from '@strongs/nest-common';

/** The importer API reads sessions (every route needs the admin role) and keeps files in UPLOAD_DIR. */
export class ImporterConfig extends SessionConfig {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  override PORT = SERVICE_REGISTRY.importer.port;

  /** Uploaded Bibles and converted SQL files live here (created if missing); nothing is written elsewhere. */
  @IsString()
  @MinLength(1, { message: 'UPLOAD_DIR must be set to the folder for uploaded and converted files' })
  UPLOAD_DIR = '';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_BYTES = BIBLE_UPLOAD_MAX_BYTES;

  /** How long a rollback or uninstall request waits for its job before answering 202 (the gateway gives up at 30 s). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  VERSION_CHANGE_WAIT_MS = 20_000;
}
