import type { INestApplication } from '@nestjs/common';
import type { BaseConfig } from '../config/base-config';
import { APP_CONFIG } from './tokens';

/** The app's config when its modules provide one (every service does; a bare test module may not). */
export function appConfigOf(app: INestApplication): BaseConfig | undefined {
  try {
    return app.get<BaseConfig>(APP_CONFIG, { strict: false });
  } catch {
    return undefined;
  }
}
