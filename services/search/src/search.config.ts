import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { SessionConfig } from '@strongs/nest-common';

/** Sessions are read (never written) so that admin routes can check the role. */
export class SearchConfig extends SessionConfig {
  @Type(() => Number)
  @Max(65535)
  @Min(0)
  @IsInt()
  override PORT = 3101;

  /** Connections to Postgres per process: the benchmark runs 32 concurrent requests on 2 cores. */
  @Type(() => Number)
  @Max(100)
  @Min(1)
  @IsInt()
  DB_POOL_SIZE = 12;
}
