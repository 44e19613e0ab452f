export interface StopLogger {
  info(details: object, message: string): void;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Closes a worker process's parts in order on SIGTERM or SIGINT, then exits 0. BullMQ's `worker.close()`
 * stops taking jobs and waits for the running ones, so the stop is bounded by `graceMs`
 * (SHUTDOWN_GRACE_MS): past it the process exits 1 and the unfinished job's lock expires, handing
 * it to another worker (jobs are idempotent).
 */
export function stopOnSignals(
  logger: StopLogger,
  closers: readonly (() => Promise<unknown> | void)[],
  graceMs = DEFAULT_SHUTDOWN_GRACE_MS,
): void {
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs }, 'Stopping');
    const timer = setTimeout(() => {
      logger.info(
        { graceMs },
        'Stopped before the running jobs finished: they return to the queue when their lock expires',
      );
      process.exit(1);
    }, graceMs);
    let clean = true;
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        clean = false;
        logger.info({ error: (error as Error).message }, 'A part failed to close');
      }
    }
    clearTimeout(timer);
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
