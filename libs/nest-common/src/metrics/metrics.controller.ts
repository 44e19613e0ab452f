import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../bootstrap/tokens';
import type { BaseConfig } from '../config/base-config';
import { mayReadMetrics } from './metrics-access';
import { metricsRegistry } from './metrics-registry';

/** Prometheus text format; refused callers get the same 404 as an unknown path. */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(@Inject(APP_CONFIG) private readonly config: BaseConfig) {}

  @Get('metrics')
  async metrics(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!mayReadMetrics(req.headers, this.config.METRICS_TOKEN))
      throw new NotFoundException(`Cannot GET ${req.path}`);
    res.setHeader('content-type', metricsRegistry.contentType);
    res.send(await metricsRegistry.metrics());
  }
}
