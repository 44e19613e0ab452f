import 'reflect-metadata';
import { loadConfig } from '@strongs/nest-common';
import { createGateway } from './create-gateway';
import { GatewayConfig } from './gateway.config';

async function main(): Promise<void> {
  const config = loadConfig(GatewayConfig);
  const app = await createGateway(config);
  await app.listen(config.PORT, process.env.HOST ?? '127.0.0.1');
}

void main();
