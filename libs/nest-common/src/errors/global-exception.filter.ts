import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { DEPENDENCY_UNAVAILABLE_MESSAGE, isDependencyUnavailable } from './dependency-unavailable';
import { statusForDomainError } from './domain-error-status';
import { FORWARDED_ERROR_DETAILS, type HttpErrorBody } from './http-error-body';
import { INVALID_INPUT_VALUE_MESSAGE, isInvalidInputValue } from './invalid-input-value';
import { LoadSheddingException, markShed } from './load-shedding';
import { isStatementTimeout, STATEMENT_TIMEOUT_MESSAGE } from './statement-timeout';

/** Every error leaves as `{statusCode, message}`; 5xx get an error id that the log carries too. */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception);
    if (exception instanceof LoadSheddingException) {
      markShed(response);
    } else if (body.statusCode >= 500) {
      body.errorId = randomUUID();
      this.logger.error(
        { err: exception, errorId: body.errorId, reqId: request.id, path: request.originalUrl },
        'Unhandled error',
      );
      // A 503 keeps its message: the client may retry; anything else hides its internals.
      if (body.statusCode !== HttpStatus.SERVICE_UNAVAILABLE)
        body.message = `Internal server error (error id ${body.errorId})`;
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): HttpErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const body: HttpErrorBody = { statusCode, message: messageOf(response, exception.message) };
      if (statusCode < 500 && typeof response === 'object') {
        for (const key of FORWARDED_ERROR_DETAILS)
          if (key in response) body[key] = (response as Record<string, unknown>)[key];
      }
      return body;
    }
    if (exception instanceof Error) {
      const status = statusForDomainError(exception);
      if (status !== undefined) return { statusCode: status, message: exception.message };
      if (isBodyParserError(exception)) return requestBodyError(exception);
      if (isInvalidInputValue(exception))
        return { statusCode: HttpStatus.BAD_REQUEST, message: INVALID_INPUT_VALUE_MESSAGE };
      if (isStatementTimeout(exception))
        return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: STATEMENT_TIMEOUT_MESSAGE };
      if (isDependencyUnavailable(exception))
        return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DEPENDENCY_UNAVAILABLE_MESSAGE };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return fallback;
}

/** Errors of body-parser (http-errors with a 4xx status): a body too large, in an unknown charset or encoding, or corrupt gzip. */
function isBodyParserError(error: Error): boolean {
  const { type, status, expose } = error as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof type === 'string' && /^(entity|charset|encoding)\./.test(type)) return true;
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}

function requestBodyError(error: Error): HttpErrorBody {
  const status = (error as { status?: unknown }).status;
  if (status === HttpStatus.PAYLOAD_TOO_LARGE)
    return { statusCode: status, message: 'Request body too large' };
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE)
    return { statusCode: status, message: `Unsupported request body: ${error.message}` };
  return { statusCode: HttpStatus.BAD_REQUEST, message: `Malformed request body: ${error.message}` };
}
