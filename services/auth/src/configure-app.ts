import type { NestExpressApplication } from '@nestjs/platform-express';
import { trustProxyValue } from '@strongs/nest-common';
import type { AuthConfig } from './auth.config';

/** The client address matters here (login throttling per IP): it comes from the gateway's X-Forwarded-For. */
export function configureAuthApp(app: NestExpressApplication, config: AuthConfig): void {
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
}
