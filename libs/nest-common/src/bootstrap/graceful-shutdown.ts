import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting connections and waits for the requests in flight. Idle keep-alive connections (the
 * gateway's pool) are closed as they become idle; past `graceMs` the remaining ones are cut.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export interface ShutdownLogger {
  log(message: string, context?: string): void;
}

/**
 * On SIGTERM or SIGINT: drain the HTTP server first (every request in flight gets its whole answer
 * while the database, Redis and queues are still open), then run Nest's shutdown hooks, then exit 0.
 * Nest's own enableShutdownHooks closes the providers before the server and re-raises the signal,
 * so it is not used for services that listen.
 */
export function shutdownGracefully(app: INestApplication, graceMs: number, logger?: ShutdownLogger): void {
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger?.log(`${signal}: draining requests in flight (at most ${graceMs} ms)`, 'Shutdown');
    // The hooks themselves get a bound too: a stuck close must not keep a stopped service alive.
    const hardStop = setTimeout(() => process.exit(1), graceMs + 5_000);
    try {
      await drainHttpServer(app.getHttpServer() as Server, graceMs);
      await app.close();
      clearTimeout(hardStop);
      process.exit(0);
    } catch (error) {
      logger?.log(`Shutdown failed: ${(error as Error).message}`, 'Shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
