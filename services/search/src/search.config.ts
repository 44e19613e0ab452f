import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { BaseConfig } from '@strongs/nest-common';

export class SearchConfig extends BaseConfig {
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
