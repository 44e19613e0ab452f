import type { Task } from 'meilisearch/dist/index';

/** A task that Meilisearch accepted but did not carry out; `code` is Meilisearch's error code. */
export class MeiliTaskFailedError extends Error {
  override name = 'MeiliTaskFailedError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Meilisearch's error code of a failed request (MeiliSearchApiError.cause) or failed task. */
export function meiliErrorCode(error: unknown): string | undefined {
  if (error instanceof MeiliTaskFailedError) return error.code;
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

export async function waitForTask(task: { waitTask(o?: { timeout?: number }): Promise<Task> }, timeoutMs: number): Promise<void> {
  const done = await task.waitTask({ timeout: timeoutMs });
  if (done.status !== 'succeeded') {
    throw new MeiliTaskFailedError(`Meilisearch task ${done.uid} ${done.status}: ${done.error?.message ?? ''}`, done.error?.code);
  }
}
