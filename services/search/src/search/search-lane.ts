import { SEARCH_BUSY_MESSAGE } from '@strongs/contracts';
import { LoadSheddingException } from '@strongs/nest-common';

export class SearchBusyError extends LoadSheddingException {
  constructor() {
    super(SEARCH_BUSY_MESSAGE);
  }
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * At most `concurrency` calls at once, at most `maxQueued` waiting, none waiting longer than `maxWaitMs`:
 * past either bound a call fails at once with `busy()` (SearchBusyError unless told: 503) instead of holding a connection or a
 * socket. A bounded queue in front of the database pool, so one burst cannot queue up without end.
 */
export class SearchLane {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
    readonly maxWaitMs: number,
    /** The refusal past either bound (a LoadSheddingException: counted, not logged as an error). */
    private readonly busy: () => LoadSheddingException = () => new SearchBusyError(),
  ) {}

  /** Calls waiting for a turn (metrics, tests). */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await this.wait();
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.active--;
    }
  }

  private wait(): Promise<void> {
    if (this.waiting.length >= this.maxQueued) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The finishing call hands its slot over: `active` stays the same.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(this.busy());
        }, this.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }
}
