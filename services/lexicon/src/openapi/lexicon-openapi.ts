import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LEXICON_FEATURES } from '../app.module';

/** The lexicon's OpenAPI document; the gateway merges every service's document at /api/docs. */
export function buildLexiconOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle("Strong's Dictionary: lexicon service")
    .setDescription(
      "Strong's Hebrew and Greek entries, KJV translation counts and occurrences, verse analysis, static definitions",
    )
    .setVersion('1.0')
    .addTag('dictionary')
    .addTag('strongs')
    .build();
  return SwaggerModule.createDocument(app, config, { include: LEXICON_FEATURES });
}

/** Serves the document at GET /openapi.json (internal), where the gateway fetches it. */
export function serveLexiconOpenApi(app: INestApplication): OpenAPIObject {
  const document = buildLexiconOpenApiDocument(app);
  app.getHttpAdapter().get('/openapi.json', (_req: Request, res: Response) => res.json(document));
  return document;
}
