import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, countThisMinute, PeriodicPrune, REDIS } from '@strongs/nest-common';
import type IORedis from 'ioredis';
import type { AdminConfig } from '../admin.config';
import type { WebErrorDto } from './dto/web-error.dto';
import { WebErrorsRepository } from './web-errors.repository';

/** Largest report accepted, whatever its fields say (the web error boundary sends a few KB). */
export const MAX_WEB_ERROR_BYTES = 12 * 1024;

export class WebErrorRateLimitError extends HttpException {
  override name = 'WebErrorRateLimitError';
  constructor() {
    super('Too many error reports: try again in a minute', HttpStatus.TOO_MANY_REQUESTS);
  }
}

export class WebErrorTooLargeError extends HttpException {
  override name = 'WebErrorTooLargeError';
  constructor() {
    super(`Error report larger than ${MAX_WEB_ERROR_BYTES} bytes`, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

/** Stores what the web app's error boundary reports; the ADMIN BOT turns them into error reports. */
@Injectable()
export class WebErrorsService {
  /** Anyone may report: reports older than WEB_ERRORS_RETENTION_DAYS are deleted. */
  readonly retention: PeriodicPrune;

  constructor(
    private readonly errors: WebErrorsRepository,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AdminConfig,
  ) {
    this.retention = new PeriodicPrune('web error reports', () =>
      this.errors.deleteOlderThan(config.WEB_ERRORS_RETENTION_DAYS),
    );
  }

  async report(dto: WebErrorDto, client: { ip: string; userAgent?: string; bytes: number }): Promise<number> {
    if (client.bytes > MAX_WEB_ERROR_BYTES) throw new WebErrorTooLargeError();
    const count = await countThisMinute(this.redis, `${this.config.QUEUE_PREFIX}:web-errors:${client.ip}`);
    if (count > this.config.WEB_ERRORS_PER_MINUTE) throw new WebErrorRateLimitError();
    void this.retention.runIfDue();
    const stack = [dto.stack, dto.componentStack].filter(Boolean).join('\n--- component stack ---\n');
    return this.errors.insert({
      message: dto.message,
      stack: stack || null,
      url: dto.url ?? '',
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
  }
}
