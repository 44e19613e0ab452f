import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ServiceName } from '@strongs/contracts';
import { SERVICE_URLS } from '../tokens';
import type { ServiceUrls } from '../proxy/service-proxy';

interface ServiceHealth {
  status: 'ok' | 'error';
  checks?: unknown;
  message?: string;
}

/** `/api/health`: the gateway and each service's own /health, in one answer. */
@Controller('api/health')
export class GatewayHealthController {
  constructor(@Inject(SERVICE_URLS) private readonly urls: ServiceUrls) {}

  @Get()
  async health(
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ status: string; services: Record<string, ServiceHealth> }> {
    const entries = await Promise.all(
      (Object.entries(this.urls) as [ServiceName, string][]).map(
        async ([name, url]) => [name, await probe(url)] as const,
      ),
    );
    const status = entries.every(([, h]) => h.status === 'ok') ? 'ok' : 'degraded';
    res.status(status === 'ok' ? 200 : 503);
    return { status, services: Object.fromEntries(entries) };
  }
}

async function probe(url: string): Promise<ServiceHealth> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json()) as { status?: string; checks?: unknown };
    return { status: response.ok && body.status === 'ok' ? 'ok' : 'error', checks: body.checks };
  } catch (error) {
    return { status: 'error', message: (error as Error).message };
  }
}
