import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@strongs/nest-common';
import type { SearchEngine } from '@strongs/search-engine';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import type { Finding } from '../bot.types';
import { type BotCheck, SEARCH_ENGINE, serviceDown } from './bot-check';

@Injectable()
export class PostgresCheck implements BotCheck {
  readonly name = 'postgres' as const;
  constructor(private readonly db: DataSource) {}
  async run(): Promise<Finding[]> {
    try {
      await this.db.query('SELECT 1');
      return [];
    } catch (error) {
      return [serviceDown(this.name, 'Postgres', error)];
    }
  }
}

@Injectable()
export class RedisCheck implements BotCheck {
  readonly name = 'redis' as const;
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}
  async run(): Promise<Finding[]> {
    try {
      await this.redis.ping();
      return [];
    } catch (error) {
      return [serviceDown(this.name, 'Redis', error)];
    }
  }
}

@Injectable()
export class SearchEngineCheck implements BotCheck {
  readonly name = 'search-engine' as const;
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}
  async run(): Promise<Finding[]> {
    try {
      await this.engine.indexedCount('kjv');
      return [];
    } catch (error) {
      return [serviceDown(this.name, `Search engine (${this.engine.name})`, error)];
    }
  }
}
