import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { mayReadMetrics } from '../metrics/metrics-access';
import { appConfigOf } from './app-config-of';

/**
 * Every service publishes its own OpenAPI document at GET /openapi.json (internal, under the same rule as
 * /metrics: the METRICS_TOKEN when set); the gateway merges them into the public /api/docs, so the
 * documentation is generated from the controllers themselves.
 */
export function exposeOpenApi(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`Strong's Dictionary: ${service} service`)
    .setVersion('1.0')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const token = appConfigOf(app)?.METRICS_TOKEN;
  const http = app.getHttpAdapter().getInstance() as {
    get(path: string, fn: (req: Request, res: Response) => void): void;
  };
  http.get('/openapi.json', (req, res) => {
    if (!mayReadMetrics(req.headers, token))
      res.status(404).json({ statusCode: 404, message: `Cannot GET ${req.path}` });
    else res.json(document);
  });
  return document;
}
