import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * What the request being handled carries, for code that is not handed the request: its id, and whether it comes
 * from a confirmed administrator (ViewerRoleMiddleware). One context for both: each AsyncLocalStorage in use is
 * copied onto every promise the request makes (issue #32).
 */
interface RequestContext {
  requestId?: string;
  viewerIsAdmin?: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request id comes from the gateway when present, otherwise is made here, and is echoed back. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The request's id, made once (requestIdFor) and kept as `req.id` for whatever handles the request after. */
export function idOfRequest(req: IncomingMessage, res: ServerResponse): string {
  if (typeof req.id !== 'string') req.id = requestIdFor(req, res);
  return req.id;
}

/** The id of the HTTP request being handled (the gateway's x-request-id), or undefined outside a request. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Adds the current request id to a job payload, so the worker's log lines can be traced to the request. */
export function withRequestId<T extends object>(data: T): T & { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { ...data, requestId } : data;
}

/** Runs a job's work in the context of the request that queued it, so the jobs it queues in turn carry the id. */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage.run({ requestId }, work) : work();
}

/** Runs the rest of the request with `values` added to its context (after requestContextMiddleware). */
export function runInRequestContext(values: RequestContext, next: () => void): void {
  storage.run({ ...storage.getStore(), ...values }, next);
}

/** Whether the request being handled comes from a confirmed administrator (false outside a request). */
export function currentViewerIsAdmin(): boolean {
  return storage.getStore()?.viewerIsAdmin ?? false;
}

/**
 * Runs the rest of the request inside its context (its id on every log line and queued job); installed after
 * body parsing so the context survives it.
 */
export function requestContextMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  // A new context, never one inherited from whatever ran before on this connection.
  storage.run({ requestId: idOfRequest(req, res) }, next);
}
