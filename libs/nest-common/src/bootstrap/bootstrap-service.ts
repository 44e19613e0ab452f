import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { BaseConfig } from '../config/base-config';
import { GlobalExceptionFilter } from '../errors/global-exception.filter';
import { DEFAULT_SHUTDOWN_GRACE_MS, shutdownGracefully } from './graceful-shutdown';
import { APP_CONFIG } from './tokens';
import { createValidationPipe } from './validation.pipe';
import { exposeOpenApi } from './openapi';
import { appConfigOf } from './app-config-of';
import { gatewayForwardedOnly } from '../proxy/gateway-forwarded-only';
import { closeRefusedConnectionsGently } from '../http/refused-connections';

export interface ServiceOptions {
  port: number;
  /** Name used in logs and in the OpenAPI title. */
  name?: string;
  host?: string;
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

/**
 * Applies the house setup to a Nest app (the gateway and every service): forwarded headers believed only from the
 * gateway, pino logger, validation pipe, error filter, and a request its HTTP parser refuses closed gently.
 */
export function applyServiceSetup(app: INestApplication): void {
  closeRefusedConnectionsGently(app.getHttpServer());
  app.use(gatewayForwardedOnly(appConfigOf(app)?.GATEWAY_TOKEN));
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new GlobalExceptionFilter());
}

/** SIGTERM drains the requests in flight within SHUTDOWN_GRACE_MS, then closes the app and exits 0. */
export function stopGracefullyOnSignals(app: INestApplication): void {
  const config = app.get<BaseConfig>(APP_CONFIG, { strict: false });
  shutdownGracefully(app, config?.SHUTDOWN_GRACE_MS ?? DEFAULT_SHUTDOWN_GRACE_MS, app.get(Logger));
}

export async function bootstrapService(
  module: Parameters<typeof NestFactory.create>[0],
  options: ServiceOptions,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, { bufferLogs: true });
  app.disable('x-powered-by');
  applyServiceSetup(app);
  await options.configure?.(app);
  if (options.name) exposeOpenApi(app, options.name);
  await app.listen(options.port, options.host ?? process.env.HOST ?? '127.0.0.1');
  stopGracefullyOnSignals(app);
  return app;
}
