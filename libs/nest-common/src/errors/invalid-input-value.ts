/**
 * Postgres data exceptions that only a client's value can cause once it has passed validation: a NUL
 * character or a bad byte sequence (22021), a number out of range (22003), text that is not a number
 * (22P02), a string longer than its column (22001). They are the client's 400, not our 500.
 */
const INPUT_VALUE_CODES = new Set(['22021', '22003', '22P02', '22001']);

export const INVALID_INPUT_VALUE_MESSAGE =
  'The request holds a value that cannot be stored or looked up (a NUL character, or a number out of range)';

/** Looks through TypeORM's `driverError` and `cause`, as the driver's code may sit on either. */
export function isInvalidInputValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_VALUE_CODES.has(code)) return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
