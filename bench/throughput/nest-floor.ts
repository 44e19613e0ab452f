import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Agent } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * The fixed stack's own floor, for http-floor.ts: a NestJS (express) app with one controller answering a
 * fixed JSON body, and a NestJS gateway whose only middleware is http-proxy-middleware over keep-alive
 * connections. No logging, validation, limits or database: the least the brief's stack spends on one
 * proxied request.
 */
export async function serveNestFixedBody(port: number, bytes: number): Promise<void> {
  const body = { text: 'x'.repeat(Math.max(0, bytes - 11)) };
  @Controller('api')
  class FixedController {
    @Get('search')
    search(): typeof body {
      return body;
    }
  }
  @Module({ controllers: [FixedController] })
  class FixedModule {}
  const app = await NestFactory.create<NestExpressApplication>(FixedModule, { logger: false });
  await app.listen(port, '127.0.0.1');
}

export async function nestProxyTo(port: number, upstream: number): Promise<void> {
  @Module({})
  class EmptyModule {}
  const app = await NestFactory.create<NestExpressApplication>(EmptyModule, {
    logger: false,
    bodyParser: false,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  app.use(createProxyMiddleware({ target: `http://127.0.0.1:${upstream}`, agent }));
  await app.listen(port, '127.0.0.1');
}
