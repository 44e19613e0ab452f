import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@strongs/nest-common';
import { AppModule } from './app.module';
import { AuthConfig } from './auth.config';
import { configureAuthApp } from './configure-app';

async function main(): Promise<void> {
  const config = loadConfig(AuthConfig);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    name: 'auth',
    configure: (app) => configureAuthApp(app, config),
  });
}

void main();
