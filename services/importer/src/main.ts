import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@strongs/nest-common';
import { AppModule } from './app.module';
import { ImporterConfig } from './importer.config';

async function main(): Promise<void> {
  const config = loadConfig(ImporterConfig);
  await bootstrapService(AppModule.forRoot(config), { port: config.PORT, name: 'importer' });
}

void main();
