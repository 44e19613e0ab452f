import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@strongs/nest-common';
import { AdminConfig } from './admin.config';
import { AppModule } from './app.module';
import { configureAdminApp } from './configure-app';

async function main(): Promise<void> {
  const config = loadConfig(AdminConfig);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    name: 'admin',
    configure: (app) => configureAdminApp(app),
  });
}

void main();
