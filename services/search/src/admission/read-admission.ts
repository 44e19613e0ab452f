import { Inject, Injectable } from '@nestjs/common';
import { READS_BUSY_MESSAGE } from '@strongs/contracts';
import { APP_CONFIG, LoadSheddingException } from '@strongs/nest-common';
import type { SearchConfig } from '../search.config';
import { SearchLane } from '../search/search-lane';

export class ReadsBusyError extends LoadSheddingException {
  constructor() {
    super(READS_BUSY_MESSAGE);
  }
}

/**
 * The lane of the database pool for reads a page makes (chapters, references, the interlinear, the concordance):
 * each such read uses one connection at a time, so at most `READ_CONCURRENCY` connections (half the pool by
 * default) go to them however many arrive, and the rest of the pool stays free for searches and everything else.
 * Past the lane and its bounded queue, or after SEARCH_QUEUE_WAIT_MS, a read gets 503 at once, like a search.
 */
@Injectable()
export class ReadAdmission {
  readonly lane: SearchLane;

  constructor(@Inject(APP_CONFIG) config: SearchConfig) {
    const concurrency = config.READ_CONCURRENCY ?? Math.max(1, Math.floor(config.DB_POOL_SIZE / 2));
    this.lane = new SearchLane(
      concurrency,
      config.READ_QUEUE ?? concurrency * 8,
      config.SEARCH_QUEUE_WAIT_MS,
      () => new ReadsBusyError(),
    );
  }
}
