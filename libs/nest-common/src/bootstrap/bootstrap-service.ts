import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { GlobalExceptionFilter } from '../errors/global-exception.filter';
import { createValidationPipe } from './validation.pipe';
import { exposeOpenApi } from './openapi';

export interface ServiceOptions {
  port: number;
  /** Name used in logs and in the OpenAPI title. */
  name?: string;
  host?: string;
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

/** Applies the house setup to a Nest app: pino logger, validation pipe, error filter, shutdown hooks. */
export function applyServiceSetup(app: INestApplication): void {
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new GlobalExceptionFilter());
  app.enableShutdownHooks();
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
  return app;
}
