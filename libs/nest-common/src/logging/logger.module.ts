import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { destination, pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { hostname } from 'node:os';
import { currentRequestId } from './request-context';

let stdout: DestinationStream | undefined;

/**
 * Standard output written asynchronously (issue #32: a synchronous write per request line cost a fifth of the
 * gateway's CPU). pino flushes what is pending when the process exits.
 */
export function logDestination(): DestinationStream {
  stdout ??= destination({ dest: 1, sync: false });
  return stdout;
}

/** Every line written while a request is handled carries its id (the gateway's x-request-id). */
function requestIdMixin(): object {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}

/** A service's log lines: JSON carrying the service, its process and the request id. */
export function loggerOptions(service: string, level: string): LoggerOptions {
  return {
    level,
    name: service,
    base: { pid: process.pid, hostname: hostname(), service },
    mixin: requestIdMixin,
  };
}

const loggers = new Map<string, Logger>();

/**
 * The process's one logger for a service: JSON lines carrying the service and the request id. No logger is
 * made per request (issue #32: pino-http built a child logger with the serialised request for every request,
 * even one it then did not log).
 */
export function processLogger(service: string, level: string): Logger {
  const key = `${service}\n${level}`;
  let logger = loggers.get(key);
  if (!logger) {
    logger = pino(loggerOptions(service, level), logDestination());
    loggers.set(key, logger);
  }
  return logger;
}

/**
 * Nest's logger, writing through the process logger. nestjs-pino binds no logger per request (`forRoutes`
 * none): the request id comes from the request context (requestIdMixin), and the request line from requestLog.
 */
export function loggerModule(service: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: { logger: processLogger(service, level) },
    useExisting: true,
    forRoutes: [],
  });
}
