import { isSitePath } from '@strongs/contracts';

/** Where a visitor came from before /auth: only same-site paths, never /auth itself. */
export function returnPath(state: unknown): string {
  const from =
    state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : undefined;
  if (typeof from !== 'string' || !isSitePath(from) || from.startsWith('/auth')) return '/';
  return from;
}
