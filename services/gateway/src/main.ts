import 'reflect-metadata';
import { loadConfig, startMetricsServer, stopGracefullyOnSignals } from '@strongs/nest-common';
import { createGateway } from './create-gateway';
import { GatewayConfig } from './gateway.config';

async function main(): Promise<void> {
  const config = loadConfig(GatewayConfig);
  const app = await createGateway(config);
  await app.listen(config.PORT, process.env.HOST ?? '127.0.0.1');
  stopGracefullyOnSignals(app);
  // Metrics on an internal port only: the public port answers /metrics with the SPA or a 404.
  if (config.METRICS_PORT !== undefined) {
    const metrics = await startMetricsServer({
      port: config.METRICS_PORT,
      service: 'gateway',
      token: config.METRICS_TOKEN,
    });
    app.getHttpServer().once('close', () => metrics.close());
  }
}

void main();
