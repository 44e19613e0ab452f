/**
 * Runs `work` once and shares its result; a failure is not kept, so the next call tries again (a
 * Meilisearch that was down at start must not disable the engine until a restart).
 */
export function memoUntilSuccess<T>(work: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= work().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
