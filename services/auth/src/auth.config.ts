import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { SERVICE_REGISTRY } from '@strongs/contracts';
import { SessionConfig } from '@strongs/nest-common';

const asBoolean = ({ value }: { value: unknown }) => value === true || value === 'true' || value === '1';

export class AuthConfig extends SessionConfig {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  override PORT = SERVICE_REGISTRY.auth.port;

  /** Whether visitors may create accounts (the registration policy's source until a setting exists). */
  @Transform(asBoolean)
  @IsBoolean()
  REGISTRATION_OPEN = true;

  /** The first administrator, created at start if no user has this name. Both or neither. */
  @IsOptional()
  @IsString()
  ADMIN_USERNAME: string | undefined = undefined;

  @IsOptional()
  @IsString()
  ADMIN_PASSWORD: string | undefined = undefined;

  /** Failed logins for one user name from one address in the window (never a lock of the name itself). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_USERNAME = 5;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_IP = 20;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_WINDOW_SECONDS = 15 * 60;

  @IsString()
  @MinLength(1)
  LOGIN_THROTTLE_PREFIX = 'login-throttle:';

  /** Express `trust proxy`: whose X-Forwarded-For names the client (the gateway, on a private network). */
  @IsString()
  TRUST_PROXY = 'loopback, linklocal, uniquelocal';
}
