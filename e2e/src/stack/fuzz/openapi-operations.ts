/** One route of one service, read from the service's own OpenAPI document. */
export interface Operation {
  service: string;
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Property names of the JSON body, when the route takes one. */
  bodyFields: string[];
  /** Declared as admin-only (its 403 is "Admin role required"). */
  adminOnly: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: {
    content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }>;
  };
  responses?: Record<string, { description?: string }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

function bodyFields(doc: OpenApiDocument, op: OpenApiOperation): string[] {
  const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
  if (!schema) return [];
  const resolved = schema.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] : schema;
  return Object.keys(resolved?.properties ?? {});
}

/** Every operation of every service of a running stack (the gateway has no document of its own). */
export async function stackOperations(services: Record<string, string>): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const [service, url] of Object.entries(services)) {
    if (service === 'gateway') continue;
    const doc = (await (await fetch(`${url}/openapi.json`)).json()) as OpenApiDocument;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const params = op.parameters ?? [];
        operations.push({
          service,
          method: method.toUpperCase(),
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: bodyFields(doc, op),
          adminOnly: op.responses?.['403']?.description === 'Admin role required',
        });
      }
    }
  }
  return operations;
}

/** Methods that change something: the ones the CSRF check guards. */
export const isStateChanging = (op: Operation) => !['GET', 'HEAD', 'OPTIONS'].includes(op.method);

/** The path with every placeholder filled by `fill(name)` (already encoded by the caller). */
export function concretePath(op: Operation, fill: (name: string) => string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => fill(name));
}
