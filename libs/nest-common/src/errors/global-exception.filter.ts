import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { statusForDomainError } from './domain-error-status';
import type { HttpErrorBody } from './http-error-body';

/** Every error leaves as `{statusCode, message}`; 5xx get an error id that the log carries too. */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      body.errorId = randomUUID();
      this.logger.error(
        { err: exception, errorId: body.errorId, reqId: request.id, path: request.originalUrl },
        'Unhandled error',
      );
      body.message = `Internal server error (error id ${body.errorId})`;
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): HttpErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, message: messageOf(exception.getResponse(), exception.message) };
    }
    if (exception instanceof Error) {
      const status = statusForDomainError(exception);
      if (status !== undefined) return { statusCode: status, message: exception.message };
      if (isBodyParserError(exception)) {
        return { statusCode: HttpStatus.BAD_REQUEST, message: `Malformed request body: ${exception.message}` };
      }
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

function isBodyParserError(error: Error): boolean {
  const type = (error as { type?: unknown }).type;
  return typeof type === 'string' && (type === 'entity.parse.failed' || type.startsWith('entity.'));
}
