import { HttpStatus } from '@nestjs/common';

/**
 * Maps named domain errors (thrown by libs that know nothing of HTTP) to status codes.
 * Matching by name keeps libs/scripture free of Nest.
 */
const STATUS_BY_ERROR_NAME: Record<string, HttpStatus> = {
  InvalidStrongsNumberError: HttpStatus.BAD_REQUEST,
  UnknownBookError: HttpStatus.BAD_REQUEST,
  ReferenceParseError: HttpStatus.BAD_REQUEST,
  QueryParseError: HttpStatus.BAD_REQUEST,
  ReaderError: HttpStatus.BAD_REQUEST,
  UnknownReferenceError: HttpStatus.NOT_FOUND,
  NotFoundError: HttpStatus.NOT_FOUND,
};

export function statusForDomainError(error: Error): HttpStatus | undefined {
  for (let proto = Object.getPrototypeOf(error); proto && proto !== Error.prototype; proto = Object.getPrototypeOf(proto)) {
    const status = STATUS_BY_ERROR_NAME[proto.constructor?.name as string];
    if (status !== undefined) return status;
  }
  return STATUS_BY_ERROR_NAME[error.name];
}
