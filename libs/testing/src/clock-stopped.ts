/** Every timer API Jest can fake except `Date`: timers, ticks and microtasks keep running for real. */
const EVERYTHING_BUT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Runs `action` with `Date` stopped (timers still run): what a service re-reads "at most every N seconds" by
 * the clock is not re-read inside it, so a request costs exactly its own statements however slow the machine.
 */
export async function withClockStopped<T>(action: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ doNotFake: [...EVERYTHING_BUT_DATE] });
  try {
    return await action();
  } finally {
    jest.useRealTimers();
  }
}
