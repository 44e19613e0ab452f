export interface WaitOptions {
  /** What is awaited, for the failure message. */
  what: string;
  /** Give up after this long. */
  timeoutMs?: number;
  /** Pause between two probes. */
  everyMs?: number;
  /** A probe that throws means "not yet" (a server still starting); otherwise the error ends the wait at once. */
  errorsMeanNotYet?: boolean;
  /** Asked before each probe: a message ends the wait at once (a process that exited). */
  failFast?: () => string | undefined;
  /** Added to a timeout's message (a process's last output). */
  detail?: () => string;
}

type NotYet = undefined | null | false;

/**
 * Polls `probe` until it answers something other than undefined, null or false, and resolves with that
 * answer: the one way tests, benches and e2e support wait for a condition instead of sleeping a fixed time.
 * (The web's jsdom specs, which may import no lib but contracts and the domain, use Testing Library's `waitFor`.)
 */
export async function waitUntil<T>(
  probe: () => T | NotYet | Promise<T | NotYet>,
  { what, timeoutMs = 30_000, everyMs = 50, errorsMeanNotYet = false, failFast, detail }: WaitOptions,
): Promise<Exclude<T, NotYet>> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  const details = () => (detail ? `:\n${detail()}` : '');
  for (;;) {
    const fatal = failFast?.();
    if (fatal) throw new Error(`${what}: ${fatal}${details()}`);
    try {
      const answer = await probe();
      if (answer !== undefined && answer !== null && answer !== false) return answer as Exclude<T, NotYet>;
    } catch (error) {
      if (!errorsMeanNotYet) throw error;
      lastError = (error as Error).message;
    }
    if (Date.now() >= deadline)
      throw new Error(
        `${what}: not within ${timeoutMs} ms${lastError ? ` (last error: ${lastError})` : ''}${details()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
