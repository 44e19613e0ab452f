import { ServiceUnavailableException } from '@nestjs/common';
import type { ServerResponse } from 'node:http';

/**
 * A request refused to protect the service (a full admission lane): expected under load, so it is counted in
 * the metrics and not logged as an error with its stack (issue #32: writing about refusing cost the cores
 * the refusing was meant to save).
 */
export class LoadSheddingException extends ServiceUnavailableException {}

const SHED = Symbol('shed');

/** Tells the gateway that a service's 503 was a refusal under load, so the edge logs and counts it as one. */
export const SHED_HEADER = 'x-load-shed';

export function markShed(res: ServerResponse): void {
  (res as ServerResponse & { [SHED]?: true })[SHED] = true;
  if (!res.headersSent) res.setHeader(SHED_HEADER, '1');
}

export function wasShed(res: ServerResponse): boolean {
  return (res as ServerResponse & { [SHED]?: true })[SHED] === true;
}
