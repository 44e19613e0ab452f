import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { SERVICE_REGISTRY } from '@strongs/contracts';
import { SessionConfig } from '@strongs/nest-common';

export class AdminConfig extends SessionConfig {
  @Type(() => Number)
  @Max(65535)
  @Min(0)
  @IsInt()
  override PORT = SERVICE_REGISTRY.admin.port;

  /** SMTP server for outgoing mail (Mailpit in compose); without it mail goes to MAIL_OUTBOX_DIR. */
  @IsOptional()
  @IsString()
  SMTP_URL: string | undefined = undefined;

  /** Where the embedded outbox writes each message as an `.eml` file when SMTP_URL is not set. */
  @IsString()
  MAIL_OUTBOX_DIR = 'artifacts/mail-outbox';

  /** Reports the web app may post to POST /api/errors per client address and minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  WEB_ERRORS_PER_MINUTE = 20;

  /** Days a web error report is kept: anonymous visitors can write them. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  WEB_ERRORS_RETENTION_DAYS = 30;
}
