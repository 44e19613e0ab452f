import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/**
 * Every service publishes its own OpenAPI document at GET /openapi.json (internal); the gateway merges
 * them into the public /api/docs, so the documentation is generated from the controllers themselves.
 */
export function exposeOpenApi(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder().setTitle(`Strong's Dictionary: ${service} service`).setVersion('1.0').build();
  const document = SwaggerModule.createDocument(app, config);
  const http = app.getHttpAdapter().getInstance() as { get(path: string, fn: (req: unknown, res: { json(body: unknown): void }) => void): void };
  http.get('/openapi.json', (_req, res) => res.json(document));
  return document;
}
