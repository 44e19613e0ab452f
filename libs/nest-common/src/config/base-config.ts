import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';

/** Environment every service reads. Defaults fit a machine with Postgres and Redis on localhost. */
export class BaseConfig {
  @IsString()
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/strongs';

  @IsString()
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsString()
  QUEUE_PREFIX = 'strongs';

  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'production';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IsOptional()
  @IsString()
  MEILI_URL?: string;

  @IsOptional()
  @IsString()
  MEILI_MASTER_KEY?: string;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 0;
}

/** Names of settings whose values must never be logged. */
export const SECRET_KEYS = new Set(['DATABASE_URL', 'REDIS_URL', 'MEILI_MASTER_KEY', 'SESSION_SECRET', 'ADMIN_PASSWORD', 'SMTP_URL']);
