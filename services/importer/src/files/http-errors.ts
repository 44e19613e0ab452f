import { BadRequestException } from '@nestjs/common';

const CLIENT_ERRORS = new Set(['UnsupportedFileError', 'UnknownVersionError', 'UnsafeFileNameError', 'SqlDumpError', 'SqlValueError']);

/** Our named errors become 400 with their message; anything else stays a 500. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof Error && CLIENT_ERRORS.has(error.name)) return new BadRequestException(error.message);
  return error;
}
