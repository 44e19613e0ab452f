import { DynamicModule, Module } from '@nestjs/common';
import { CommonModule } from '@strongs/nest-common';
import { SERVICE_NAMES, SERVICE_REGISTRY } from '@strongs/contracts';
import { DocsController } from './docs/docs.controller';
import { OutcomeCounter } from './edge/outcome-counter';
import { GatewayConfig } from './gateway.config';
import { GatewayHealthController } from './health/gateway-health.controller';
import type { ServiceUrls } from './proxy/service-proxy';
import { SERVICE_URLS } from './tokens';

export function serviceUrls(config: GatewayConfig): ServiceUrls {
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, config[SERVICE_REGISTRY[name].urlEnv]]),
  ) as ServiceUrls;
}

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forService('gateway', config, { existingRequestLog: true, existingHttpMetrics: true }),
      ],
      controllers: [GatewayHealthController, DocsController],
      providers: [{ provide: SERVICE_URLS, useValue: serviceUrls(config) }, OutcomeCounter],
    };
  }
}
