import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';

/** Environment every service reads. Defaults fit a machine with Postgres and Redis on localhost. */
export class BaseConfig {
  @IsString()
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/strongs';

  /** Optional read replicas, comma-separated; reads go to them, writes stay on DATABASE_URL. */
  @IsOptional()
  @IsString()
  DATABASE_READ_URLS?: string;

  /** Postgres statement_timeout of a service's pool: a statement running longer is cancelled (503). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  DATABASE_STATEMENT_TIMEOUT_MS = 5_000;

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

  /** When set, GET /metrics answers only `Authorization: Bearer <token>`; otherwise only unforwarded (internal) calls. */
  @IsOptional()
  @IsString()
  METRICS_TOKEN?: string;

  /**
   * Shared by the gateway and the services: the gateway sends it with every forwarded request, and a
   * service believes X-Forwarded-For only from a request that carries it (otherwise the address is the caller's).
   */
  @IsOptional()
  @IsString()
  GATEWAY_TOKEN?: string;

  /** Workers and the gateway: the internal port of their /metrics (none when unset). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT?: number;

  /** On SIGTERM, how long requests in flight and running jobs get to finish. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  SHUTDOWN_GRACE_MS = 10_000;
}

/** Names of settings whose values must never be logged. */
export const SECRET_KEYS = new Set([
  'DATABASE_URL',
  'DATABASE_READ_URLS',
  'REDIS_URL',
  'CACHE_REDIS_URL',
  'MEILI_MASTER_KEY',
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'METRICS_TOKEN',
  'GATEWAY_TOKEN',
]);
