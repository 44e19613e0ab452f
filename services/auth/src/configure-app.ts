import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AuthConfig } from './auth.config';

function trustProxyValue(setting: string): boolean | number | string {
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

/** The client address matters here (login throttling per IP): it comes from the gateway's X-Forwarded-For. */
export function configureAuthApp(app: NestExpressApplication, config: AuthConfig): void {
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
}
