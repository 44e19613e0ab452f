import { BadRequestException } from '@nestjs/common';

const CLIENT_ERRORS = new Set(['UnsupportedFileError', 'UnknownVersionError', 'UnsafeFileNameError', 'SqlDumpError', 'SqlValueError']);

/** Whether an error is one of our named input errors (its message is for the person who sent the input). */
export function isClientError(error: unknown): boolean {
  return error instanceof Error && CLIENT_ERRORS.has(error.name);
}

/** Our named errors become 400 with their message; anything else stays a 500. */
export function asHttpError(error: unknown): unknown {
  return isClientError(error) ? new BadRequestException((error as Error).message) : error;
}
