import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SERVICE_REGISTRY } from '@strongs/contracts';
import { SessionConfig } from '@strongs/nest-common';

/** Sessions are read (never written) so that admin routes can check the role. */
export class SearchConfig extends SessionConfig {
  @Type(() => Number)
  @Max(65535)
  @Min(0)
  @IsInt()
  override PORT = SERVICE_REGISTRY.search.port;

  /** Connections to Postgres per process: the benchmark runs 32 concurrent requests on 2 cores. */
  @Type(() => Number)
  @Max(100)
  @Min(1)
  @IsInt()
  DB_POOL_SIZE = 12;

  /**
   * Costly searches (prefixes, relevance, many ORs, long phrases, deep pages) running at once per process. One:
   * a costly statement keeps a core busy, and on a small machine the other cores must stay free for everyone else.
   */
  @Type(() => Number)
  @Max(100)
  @Min(1)
  @IsInt()
  SEARCH_COSTLY_CONCURRENCY = 1;

  /** Costly searches allowed to wait for a turn; beyond that they get 503 at once. */
  @Type(() => Number)
  @Max(10_000)
  @Min(0)
  @IsInt()
  SEARCH_COSTLY_QUEUE = 8;

  /**
   * Chapter, reference, interlinear and concordance reads running at once (each holds one connection); unset,
   * half of DB_POOL_SIZE. See ReadAdmission.
   */
  @IsOptional()
  @Type(() => Number)
  @Max(100)
  @Min(1)
  @IsInt()
  READ_CONCURRENCY?: number;

  /** Such reads allowed to wait for a turn; unset, eight per place in the lane. */
  @IsOptional()
  @Type(() => Number)
  @Max(10_000)
  @Min(0)
  @IsInt()
  READ_QUEUE?: number;

  /** How long a search may wait for a turn before it gets 503. */
  @Type(() => Number)
  @Max(60_000)
  @Min(1)
  @IsInt()
  SEARCH_QUEUE_WAIT_MS = 3_000;

  /** Search events recorded per client address and minute; more are not recorded (the answer says so). */
  @Type(() => Number)
  @Max(100_000)
  @Min(0)
  @IsInt()
  ANALYTICS_EVENTS_PER_MINUTE = 60;

  /** Days a search event is kept: anonymous visitors write them. */
  @Type(() => Number)
  @Max(36_500)
  @Min(1)
  @IsInt()
  ANALYTICS_RETENTION_DAYS = 365;
}
