import { MeiliTaskError } from './meili-tasks';

/** Meilisearch's error code of a failed request (MeiliSearchApiError.cause) or failed task. */
export function meiliErrorCode(error: unknown): string | undefined {
  if (error instanceof MeiliTaskError) return error.task.error?.code;
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** Resolves to undefined when the error has the given Meilisearch code; every other error goes on. */
export async function ignoringCode<T>(code: string, work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (meiliErrorCode(error) === code) return undefined;
    throw error;
  }
}
