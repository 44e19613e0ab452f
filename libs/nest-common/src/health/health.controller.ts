import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthRegistry, HealthReport } from './health-registry';
import { SERVICE_NAME } from '../bootstrap/tokens';

@Controller()
export class HealthController {
  constructor(
    private readonly registry: HealthRegistry,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.registry.report(this.service);
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
