import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { SERVICE_REGISTRY } from '@strongs/contracts';
import { BaseConfig } from '@strongs/nest-common';
import { LEXICON_CACHE_PREFIX as DEFAULT_CACHE_PREFIX } from './cache/lexicon-cache-keys';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class LexiconConfig extends BaseConfig {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  override PORT = SERVICE_REGISTRY.lexicon.port;

  /** Where the static definition files live; defaults to `<UPLOAD_DIR or tmp>/static-strongs`. */
  @IsOptional()
  @IsString()
  STATIC_STRONGS_DIR?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  /** Generate missing or stale static files in the background at start (tests that don't need them turn it off). */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  STATIC_STRONGS_AT_START = true;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  LEXICON_CACHE_TTL_SECONDS = 3600;

  /** The largest answer (JSON characters) the cache keeps; larger ones are computed each time. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LEXICON_CACHE_MAX_VALUE_BYTES = 512 * 1024;

  /**
   * The answer cache's Redis: by default logical database 1 of the REDIS_URL server (see cacheRedisUrl), never
   * the sessions' and queues' database, which must not evict. An operator may point it at a Redis of its own
   * with `maxmemory-policy allkeys-lru`.
   */
  @IsOptional()
  @IsString()
  CACHE_REDIS_URL?: string;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  DB_POOL_SIZE = 10;

  /** Refresh the cache and static files when an import completes (off in tests, which import nothing). */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  LEXICON_WATCH_IMPORTS = true;

  /** Tests give each app its own prefix; production keeps the default the importer invalidates. */
  @IsString()
  LEXICON_CACHE_PREFIX = DEFAULT_CACHE_PREFIX;
}

export function staticStrongsDir(config: Pick<LexiconConfig, 'STATIC_STRONGS_DIR' | 'UPLOAD_DIR'>): string {
  return config.STATIC_STRONGS_DIR || join(config.UPLOAD_DIR || tmpdir(), 'static-strongs');
}
