import { DynamicModule, Inject, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { httpMetrics } from './http-metrics.middleware';
import { MetricsController } from './metrics.controller';
import { collectProcessMetrics } from './metrics-registry';
import { QueueDepthMetrics } from './queue-depth.provider';

export interface MetricsOptions {
  /**
   * The app times its requests and serves its metrics itself (the gateway: on the internal
   * METRICS_PORT, never on its public port).
   */
  existingHttpMetrics?: boolean;
}

const METRICS_OPTIONS = Symbol('METRICS_OPTIONS');

/** Prometheus metrics for one service: process metrics, HTTP latency by route, queue depths, GET /metrics. */
@Module({})
export class MetricsModule implements NestModule {
  constructor(@Inject(METRICS_OPTIONS) private readonly options: MetricsOptions) {}

  static forService(service: string, options: MetricsOptions = {}): DynamicModule {
    collectProcessMetrics(service);
    return {
      module: MetricsModule,
      controllers: options.existingHttpMetrics ? [] : [MetricsController],
      providers: [QueueDepthMetrics, { provide: METRICS_OPTIONS, useValue: options }],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    if (!this.options.existingHttpMetrics)
      consumer.apply(httpMetrics()).forRoutes({ path: '*', method: RequestMethod.ALL });
  }
}
