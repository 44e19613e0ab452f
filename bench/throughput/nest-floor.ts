import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { Pool } from 'pg';
import { queryNamed, StatementNames } from '@strongs/db';
import type { RecordedSql } from './recorded-requests';

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

/**
 * The fixed stack's floor with the database: a NestJS (express) app whose one controller sends, for each request,
 * the next recorded request's statements in order through a node-postgres pool of the services' size, and answers
 * their rows as JSON. What a service must spend at least to answer with the SQL ours sends.
 */
export async function serveNestRecordedSql(port: number, recordedFile: string): Promise<void> {
  const { databaseUrl, requests } = JSON.parse(readFileSync(recordedFile, 'utf8')) as RecordedSql;
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // Sent as our services send them: a statement that repeats is parsed and planned once per connection.
  const names = new StatementNames();
  let next = 0;
  @Controller('api')
  class RecordedSqlController {
    @Get('search')
    async search(): Promise<{ results: unknown[][] }> {
      const statements = requests[next++ % requests.length];
      const results: unknown[][] = [];
      for (const { sql, parameters } of statements)
        results.push(await queryNamed(pool, names, sql, parameters));
      return { results };
    }
  }
  @Module({ controllers: [RecordedSqlController] })
  class RecordedSqlModule {}
  const app = await NestFactory.create<NestExpressApplication>(RecordedSqlModule, { logger: false });
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
  // Without the default logger plugin, as the gateway (service-proxy.ts).
  app.use(
    createProxyMiddleware({
      target: `http://127.0.0.1:${upstream}`,
      agent,
      ejectPlugins: true,
      plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    }),
  );
  await app.listen(port, '127.0.0.1');
}
