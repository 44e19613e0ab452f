import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The search service's part of the public API description; the gateway merges it into /api/docs. */
export function buildSearchOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle("Strong's Dictionary: search")
    .setDescription(
      "Verse search, Strong's concordance, Bible texts and versions, RSTNE, batch reference lookup, search analytics. Errors are {statusCode, message}.",
    )
    .setVersion('1')
    .build();
  return SwaggerModule.createDocument(app, config);
}
