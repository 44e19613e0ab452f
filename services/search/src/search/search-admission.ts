import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import type { SearchConfig } from '../search.config';
import { SearchLane } from './search-lane';

/**
 * Two bounded lanes in front of the database pool: costly searches (see isCostlySearch) share a few
 * connections, so however many arrive, the rest of the pool stays free for simple searches and reads.
 */
@Injectable()
export class SearchAdmission {
  readonly cheap: SearchLane;
  readonly costly: SearchLane;

  constructor(@Inject(APP_CONFIG) config: SearchConfig) {
    this.costly = new SearchLane(
      config.SEARCH_COSTLY_CONCURRENCY,
      config.SEARCH_COSTLY_QUEUE,
      config.SEARCH_QUEUE_WAIT_MS,
    );
    const cheap = Math.max(1, config.DB_POOL_SIZE - config.SEARCH_COSTLY_CONCURRENCY - 2);
    this.cheap = new SearchLane(cheap, cheap * 8, config.SEARCH_QUEUE_WAIT_MS);
  }

  lane(costly: boolean): SearchLane {
    return costly ? this.costly : this.cheap;
  }
}
