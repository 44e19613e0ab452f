import type { NestExpressApplication } from '@nestjs/platform-express';

/** POST /api/errors is limited per client: the client is the address the gateway forwards. */
export function configureAdminApp(app: NestExpressApplication): void {
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
}
