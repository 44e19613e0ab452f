export const STATEMENT_TIMEOUT_MESSAGE =
  'The request took too long and was stopped: narrow it (fewer words, a book filter) or try again in a moment';

/**
 * True when Postgres cancelled a statement at the pool's statement_timeout (SQLSTATE 57014, query_canceled):
 * the request was too costly or the server too busy, a 503 the client may retry with less. Looks through
 * TypeORM's `driverError`.
 */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
