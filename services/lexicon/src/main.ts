import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@strongs/nest-common';
import { AppModule } from './app.module';
import { LexiconConfig } from './lexicon.config';
import { serveLexiconOpenApi } from './openapi/lexicon-openapi';

async function main(): Promise<void> {
  const config = loadConfig(LexiconConfig);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    configure: (app) => void serveLexiconOpenApi(app),
  });
}

void main();
