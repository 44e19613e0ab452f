import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsString, Matches, Min, MinLength } from 'class-validator';
import { BaseConfig } from '../config/base-config';

const asBoolean = ({ value }: { value: unknown }) => value === true || value === 'true' || value === '1';

/**
 * Settings of every service that reads sessions. The secret has no default in any mode: every
 * process that mounts the store must share it, so a per-process random one would split sessions.
 */
export class SessionConfig extends BaseConfig {
  @IsString()
  @MinLength(32, {
    message: 'SESSION_SECRET must be set to a random string of at least 32 characters (openssl rand -hex 32)',
  })
  SESSION_SECRET = '';

  /** True when the public site is served over TLS (the hop from the gateway is plain HTTP). */
  @Transform(asBoolean)
  @IsBoolean()
  COOKIE_SECURE = false;

  /** The site's origin(s) for the CSRF Origin check, comma-separated (e.g. the Vite dev server too). */
  @Matches(/^https?:\/\/[^,\s/]+(,\s*https?:\/\/[^,\s/]+)*$/, {
    message: 'PUBLIC_ORIGIN must be one or more origins like http://localhost:3000',
  })
  PUBLIC_ORIGIN = 'http://localhost:3000';

  @IsString()
  @MinLength(1)
  SESSION_KEY_PREFIX = 'sess:';

  /** Idle timeout: every request with the session pushes the expiry this far ahead. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SESSION_IDLE_MINUTES = 12 * 60;
}

export function publicOrigins(config: Pick<SessionConfig, 'PUBLIC_ORIGIN'>): string[] {
  return config.PUBLIC_ORIGIN.split(',').map((origin) => new URL(origin.trim()).origin);
}
