import { Logger } from '@nestjs/common';

/**
 * Deletes what is past its retention at most once per interval per process, started by the write that finds it
 * due and never awaited by it: tables that anonymous visitors write to (search events, web error reports) stay
 * bounded without a scheduler, and a failed prune is logged and tried again at the next interval.
 */
export class PeriodicPrune {
  private lastStarted = 0;
  private readonly logger: Logger;

  constructor(
    private readonly what: string,
    private readonly prune: () => Promise<number>,
    private readonly intervalMs = 60 * 60_000,
  ) {
    this.logger = new Logger(`Retention ${what}`);
  }

  /** Starts a prune when the interval has passed; resolves with the rows it deleted (0 when not due). */
  runIfDue(): Promise<number> {
    const now = Date.now();
    if (now - this.lastStarted < this.intervalMs) return Promise.resolve(0);
    this.lastStarted = now;
    return this.prune().then(
      (deleted) => {
        if (deleted > 0) this.logger.log(`deleted ${deleted} ${this.what} past their retention`);
        return deleted;
      },
      (error: unknown) => {
        this.logger.warn(`could not delete old ${this.what}: ${(error as Error).message}`);
        return 0;
      },
    );
  }
}
