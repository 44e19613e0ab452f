import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export class LoginThrottledError extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many failed login attempts. Try again in ${waitText(Math.max(1, retryAfterSeconds))}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** The global filter knows nothing of Retry-After; this one adds it for throttled logins. */
@Catch(LoginThrottledError)
export class LoginThrottledFilter implements ExceptionFilter {
  catch(error: LoginThrottledError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res
      .status(HttpStatus.TOO_MANY_REQUESTS)
      .json({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: error.message });
  }
}
