import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'express';
import { join } from 'node:path';
import { APP_CONFIG, type BaseConfig } from '@strongs/nest-common';
import { NotFoundError } from '@strongs/scripture';
import { SERVICE_URLS } from '../tokens';
import type { ServiceUrls } from '../proxy/service-proxy';
import { mergeOpenApi } from './openapi-merge';

const UI_ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']);
const CACHE_MS = 30_000;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Strong's Dictionary API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs-json', dom_id: '#swagger-ui' });`;

/** `/api/docs`: Swagger UI over the merged documents of every service that is up. */
@ApiExcludeController()
@Controller('api')
export class DocsController {
  private cached?: { at: number; doc: OpenAPIObject };

  constructor(
    @Inject(SERVICE_URLS) private readonly urls: ServiceUrls,
    @Inject(APP_CONFIG) private readonly config: BaseConfig,
  ) {}

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Get('docs/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init(): string {
    return INIT;
  }

  @Get('docs/assets/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    if (!UI_ASSETS.has(file)) throw new NotFoundError(`No such documentation asset: ${file}`);
    res.sendFile(join(require.resolve('swagger-ui-dist/package.json'), '..', file), { maxAge: '1d' });
  }

  @Get('docs-json')
  async json(): Promise<OpenAPIObject> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.doc;
    const documents = await Promise.all(
      Object.values(this.urls).map((url) => fetchDocument(url, this.config.METRICS_TOKEN)),
    );
    const doc = mergeOpenApi(documents.filter((d): d is OpenAPIObject => d !== undefined));
    this.cached = { at: Date.now(), doc };
    return doc;
  }
}

/** A service's /openapi.json, read as the internal caller it is (with the METRICS_TOKEN when one is set). */
async function fetchDocument(url: string, token: string | undefined): Promise<OpenAPIObject | undefined> {
  try {
    const response = await fetch(`${url}/openapi.json`, {
      signal: AbortSignal.timeout(2000),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return response.ok ? ((await response.json()) as OpenAPIObject) : undefined;
  } catch {
    return undefined;
  }
}
