import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdFor } from './logger.module';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

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

/** Runs the rest of the request inside its context; installed after body parsing so the context survives it. */
export function requestContextMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  storage.run({ requestId: requestIdFor(req, res) }, next);
}
