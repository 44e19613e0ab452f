import { HttpStatus } from '@nestjs/common';
import { InputError, NotFoundError } from '@strongs/scripture';

/**
 * The status of a domain error, by the kind of failure its class extends (libs know nothing of HTTP);
 * undefined for any other error. The message is written for the client, so it goes out as it is.
 */
export function statusForDomainError(error: unknown): HttpStatus | undefined {
  if (error instanceof InputError) return HttpStatus.BAD_REQUEST;
  if (error instanceof NotFoundError) return HttpStatus.NOT_FOUND;
  return undefined;
}
