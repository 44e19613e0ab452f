import type { Stack } from './stack';
import { SHARED_STACK } from './global-setup';

/** Stops the stack the web specs shared. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as Record<symbol, Stack | undefined>)[SHARED_STACK]?.stop();
}
