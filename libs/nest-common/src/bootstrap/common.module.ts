import {
  DynamicModule,
  Global,
  Inject,
  MiddlewareConsumer,
  Module,
  NestModule,
  RequestMethod,
} from '@nestjs/common';
import { HealthController } from '../health/health.controller';
import { HealthRegistry } from '../health/health-registry';
import { loggerModule, processLogger } from '../logging/logger.module';
import { requestContextMiddleware } from '../logging/request-context';
import { requestLog } from '../logging/request-log';
import { MetricsModule } from '../metrics/metrics.module';
import { BaseConfig } from '../config/base-config';
import { APP_CONFIG, SERVICE_NAME } from './tokens';

export interface CommonOptions {
  /** The app logs every request itself, in front of everything (the gateway, at the edge). */
  existingRequestLog?: boolean;
  /** The app times its requests and serves /metrics itself (the gateway, on METRICS_PORT). */
  existingHttpMetrics?: boolean;
}

const COMMON_OPTIONS = Symbol('COMMON_OPTIONS');

/** What every service shares: its typed config, request-id logging and context, /health, /metrics. */
@Global()
@Module({})
export class CommonModule implements NestModule {
  static forService(service: string, config: BaseConfig, options: CommonOptions = {}): DynamicModule {
    return {
      module: CommonModule,
      imports: [
        loggerModule(service, config.LOG_LEVEL),
        MetricsModule.forService(service, { existingHttpMetrics: options.existingHttpMetrics }),
      ],
      controllers: [HealthController],
      providers: [
        HealthRegistry,
        { provide: SERVICE_NAME, useValue: service },
        { provide: APP_CONFIG, useValue: config },
        { provide: COMMON_OPTIONS, useValue: options },
      ],
      exports: [HealthRegistry, SERVICE_NAME, APP_CONFIG],
    };
  }

  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(APP_CONFIG) private readonly config: BaseConfig,
    @Inject(COMMON_OPTIONS) private readonly options: CommonOptions,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    const failures = this.options.existingRequestLog
      ? []
      : [requestLog(processLogger(this.service, this.config.LOG_LEVEL), 'failures')];
    consumer.apply(requestContextMiddleware, ...failures).forRoutes({ path: '*', method: RequestMethod.ALL });
  }
}
