import { DynamicModule, Global, Module } from '@nestjs/common';
import { HealthController } from '../health/health.controller';
import { HealthRegistry } from '../health/health-registry';
import { loggerModule } from '../logging/logger.module';
import { BaseConfig } from '../config/base-config';
import { APP_CONFIG, SERVICE_NAME } from './tokens';

/** What every service shares: its typed config, request-id logging and /health. */
@Global()
@Module({})
export class CommonModule {
  static forService(service: string, config: BaseConfig, options: { existingHttpLogger?: boolean } = {}): DynamicModule {
    return {
      module: CommonModule,
      imports: [loggerModule(service, config.LOG_LEVEL, options.existingHttpLogger)],
      controllers: [HealthController],
      providers: [
        HealthRegistry,
        { provide: SERVICE_NAME, useValue: service },
        { provide: APP_CONFIG, useValue: config },
      ],
      exports: [HealthRegistry, SERVICE_NAME, APP_CONFIG],
    };
  }
}
