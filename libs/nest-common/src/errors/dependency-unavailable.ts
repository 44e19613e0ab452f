/** Node socket codes and Postgres SQLSTATEs (class 08 connection exception, 57P0x shutdown) of a server that is away. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection is closed|max retries per request/i;

export const DEPENDENCY_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again in a moment';

/**
 * True when an error means the database or Redis cannot be reached right now (a 503 the client may
 * retry), not that the request or the code is wrong. Looks through TypeORM's `driverError` and `cause`.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (current.name === 'MaxRetriesPerRequestError' || UNAVAILABLE_MESSAGES.test(current.message))
      return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
