import type { OpenAPIObject } from '@nestjs/swagger';

/** Merges the services' documents into one: their paths (each served here under the same path) and schemas. */
export function mergeOpenApi(documents: readonly OpenAPIObject[]): OpenAPIObject {
  const merged: OpenAPIObject = {
    openapi: '3.0.0',
    info: {
      title: "Strong's Dictionary API",
      version: '1.0',
      description: 'Every public endpoint, served through the gateway. Errors are `{statusCode, message}`.',
    },
    paths: {},
    components: { schemas: {} },
  };
  for (const doc of documents) {
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      if (path.startsWith('/api/')) merged.paths[path] = item;
    }
    Object.assign(merged.components!.schemas!, doc.components?.schemas ?? {});
  }
  return merged;
}
