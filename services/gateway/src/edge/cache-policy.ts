import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ServiceName } from '@strongs/contracts';
import { hasSessionCookie } from '@strongs/nest-common';

/** Services whose GET answers are the same for every visitor without a session (texts, dictionary). */
const PUBLIC_READERS: ReadonlySet<ServiceName> = new Set(['search', 'lexicon']);

/**
 * The Cache-Control of a forwarded answer the service left without one (issue #32). A visitor's read of the
 * texts or the dictionary may be kept by a CDN or a proxy, but revalidated every time (`no-cache`): a new
 * generation is a new body and ETag at once, so nothing stale is ever served, and an unchanged one is a 304.
 * With a session (an administrator sees unpublished texts) the answer is the browser's alone; accounts,
 * imports and administration are never stored.
 */
export function cachePolicy(
  method: string,
  owner: ServiceName | undefined,
  request: IncomingHttpHeaders,
  answer: IncomingMessage,
): string | undefined {
  if (answer.headers['cache-control']) return undefined;
  if (method !== 'GET' && method !== 'HEAD') return 'no-store';
  if (!owner || !PUBLIC_READERS.has(owner)) return 'private, no-store';
  if (hasSessionCookie(request) || answer.headers['set-cookie']) return 'private, no-cache';
  return (answer.statusCode ?? 500) < 500 ? 'public, no-cache' : 'no-store';
}
