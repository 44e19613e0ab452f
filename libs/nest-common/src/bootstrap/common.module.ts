import { DynamicModule, Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { HealthController } from '../health/health.controller';
import { HealthRegistry } from '../health/health-registry';
import { loggerModule } from '../logging/logger.module';
import { requestContextMiddleware } from '../logging/request-context';
import { MetricsModule } from '../metrics/metrics.module';
import { BaseConfig } from '../config/base-config';
import { APP_CONFIG, SERVICE_NAME } from './tokens';

export interface CommonOptions {
  /** The app installed pino-http itself in front of everything (the gateway). */
  existingHttpLogger?: boolean;
  /** The app times its requests and serves /metrics itself (the gateway, on METRICS_PORT). */
  existingHttpMetrics?: boolean;
}

/** What every service shares: its typed config, request-id logging and context, /health, /metrics. */
@Global()
@Module({})
export class CommonModule implements NestModule {
  static forService(service: string, config: BaseConfig, options: CommonOptions = {}): DynamicModule {
    return {
      module: CommonModule,
      imports: [
        loggerModule(service, config.LOG_LEVEL, options.existingHttpLogger),
        MetricsModule.forService(service, { existingHttpMetrics: options.existingHttpMetrics }),
      ],
      controllers: [HealthController],
      providers: [
        HealthRegistry,
        { provide: SERVICE_NAME, useValue: service },
        { provide: APP_CONFIG, useValue: config },
      ],
      exports: [HealthRegistry, SERVICE_NAME, APP_CONFIG],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestContextMiddleware).forRoutes({ path: '*', method: RequestMethod.ALL });
  }
}
