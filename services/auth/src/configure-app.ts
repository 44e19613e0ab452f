import type { NestExpressApplication } from '@nestjs/platform-express';
import { STUDY_LIMITS } from '@strongs/contracts';
import { json, type NextFunction, type Request, type Response } from 'express';
import { trustProxyValue } from '@strongs/nest-common';
import type { AuthConfig } from './auth.config';

/** The client address matters here (login throttling per IP): it comes from the gateway's X-Forwarded-For. */
export function configureAuthApp(app: NestExpressApplication, config: AuthConfig): void {
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  // An export of a full account (every note at its 20 KB limit) is far beyond the 100 KB default.
  const importLimit = STUDY_LIMITS.notes * STUDY_LIMITS.noteBytes + 4 * 1024 * 1024;
  const importJson = json({ limit: importLimit });
  // Wrapped: Nest skips its own JSON parser when it finds a middleware named jsonParser already there.
  app.use('/api/me/import', (req: Request, res: Response, next: NextFunction) => importJson(req, res, next));
}
