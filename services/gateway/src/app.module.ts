import { DynamicModule, Module } from '@nestjs/common';
import { CommonModule } from '@strongs/nest-common';
import { DocsController } from './docs/docs.controller';
import { OutcomeCounter } from './edge/outcome-counter';
import { GatewayConfig } from './gateway.config';
import { GatewayHealthController } from './health/gateway-health.controller';
import type { ServiceUrls } from './proxy/service-proxy';
import { SERVICE_URLS } from './tokens';

export function serviceUrls(config: GatewayConfig): ServiceUrls {
  return {
    search: config.SEARCH_URL,
    lexicon: config.LEXICON_URL,
    auth: config.AUTH_URL,
    importer: config.IMPORTER_URL,
    admin: config.ADMIN_URL,
  };
}

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forService('gateway', config, { existingHttpLogger: true, existingHttpMetrics: true }),
      ],
      controllers: [GatewayHealthController, DocsController],
      providers: [{ provide: SERVICE_URLS, useValue: serviceUrls(config) }, OutcomeCounter],
    };
  }
}
