import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasSessionCookie } from '../auth/origin-check.middleware';

/**
 * The strong ETag of an anonymous GET whose answer is a function of the URL and of a generation token (everything
 * the answer is made of: a change is a new token): known before the answer is computed, so a revalidation is
 * answered 304 without computing it, and a CDN in front can revalidate as cheaply.
 */
export function generationEtag(generation: string, url: string): string {
  return `"${generation}.${createHash('sha1').update(url).digest('base64url').slice(0, 16)}"`;
}

/** Whether If-None-Match names `etag` (or is `*`); weak tags match by their opaque part (RFC 9110's weak comparison). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets the generation ETag on an anonymous GET or HEAD (a session may see what visitors do not: those keep
 * Express's body ETag) and answers 304 at once when the client already holds it. True when answered.
 */
export function answerFromGeneration(req: IncomingMessage, res: ServerResponse, generation: string): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req.headers)) return false;
  const etag = generationEtag(generation, req.url ?? '/');
  res.setHeader('etag', etag);
  if (!ifNoneMatchHits(req.headers['if-none-match'], etag)) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

/**
 * A middleware's whole step: answers from the generation once it is read, else passes the request on. When the
 * generation cannot be read the request goes on too, and Express's body ETag applies.
 */
export function answerFromGenerationOrNext(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  generation: Promise<string>,
): void {
  generation.then(
    (token) => {
      if (!answerFromGeneration(req, res, token)) next();
    },
    () => next(),
  );
}
