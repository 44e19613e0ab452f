import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@strongs/nest-common';
import { AppModule } from './app.module';
import { SearchConfig } from './search.config';

async function main(): Promise<void> {
  const config = loadConfig(SearchConfig);
  // `name` publishes GET /openapi.json, which the gateway merges into /api/docs (see buildSearchOpenApi for tests and tools).
  await bootstrapService(AppModule.forRoot(config), { port: config.PORT, name: 'search' });
}

void main();
