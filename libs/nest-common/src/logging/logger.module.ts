import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { destination, type DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { wasShed } from '../errors/load-shedding';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id comes from the gateway when present, otherwise is made here, and is echoed back. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

let stdout: DestinationStream | undefined;

/**
 * Standard output written asynchronously (issue #32: a synchronous write per request line cost a fifth of the
 * gateway's CPU). pino flushes what is pending when the process exits.
 */
export function logDestination(): DestinationStream {
  stdout ??= destination({ dest: 1, sync: false });
  return stdout;
}

/**
 * Where a request is logged: once, at the edge (the gateway sees every request, its status and time); a
 * service adds a line only for what the edge cannot see, a failure with its error.
 */
export type RequestLogging = 'edge' | 'failures';

const failuresOnly: Options['customLogLevel'] = (_req, res, error) =>
  (error || res.statusCode >= 500) && !wasShed(res) ? 'error' : 'silent';

/**
 * Every request at info, except a 503 the edge shed itself: pino-http would build an Error with its stack for
 * it, so its one cheap line is written where it is refused (see the gateway's search budget).
 */
const everyRequest: Options['customLogLevel'] = (_req, res, error) =>
  !error && res.statusCode >= 500 && wasShed(res) ? 'silent' : 'info';

/** pino-http settings shared by every service, the gateway included: JSON logs carrying the request id. */
export function httpLoggerOptions(
  service: string,
  level: string,
  logging: RequestLogging = 'failures',
): Options {
  return {
    level,
    name: service,
    genReqId: requestIdFor,
    // In the base, not customProps: those make a second child logger for every request (issue #32).
    base: { pid: process.pid, hostname: hostname(), service },
    autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/metrics' },
    customLogLevel: logging === 'failures' ? failuresOnly : everyRequest,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      // The status only: every answer's headers (a dozen security headers alike on each) made the edge's line
      // for every request a kilobyte of JSON to build and store (issue #32).
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** `useExisting`: the app installed pino-http itself in front of everything (the gateway does). */
export function loggerModule(service: string, level: string, useExisting = false): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: [httpLoggerOptions(service, level), logDestination()],
    ...(useExisting ? { useExisting: true as const } : {}),
  });
}
