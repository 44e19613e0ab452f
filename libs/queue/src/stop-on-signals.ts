export interface StopLogger {
  info(details: object, message: string): void;
}

/**
 * Closes a worker process's parts in order on SIGTERM or SIGINT, then exits. BullMQ's `worker.close()`
 * waits for the running job, so the whole stop is bounded: past `boundMs` the process exits and the
 * job's lock expires, handing it to another worker (jobs are idempotent).
 */
export function stopOnSignals(logger: StopLogger, closers: readonly (() => Promise<unknown> | void)[], boundMs = 20_000): void {
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Stopping');
    const timer = setTimeout(() => process.exit(1), boundMs);
    for (const close of closers) await close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
