import type { IndexSwap, Meilisearch } from 'meilisearch/dist/index';
import { MEILI_TASK_TIMEOUT_MS, MeiliTaskError, waitForMeiliTask } from './meili-tasks';

/** Creates an index; one that already exists is left as it is. */
export async function ensureMeiliIndex(
  client: Meilisearch,
  uid: string,
  primaryKey: string,
  timeoutMs = MEILI_TASK_TIMEOUT_MS,
): Promise<void> {
  try {
    await waitForMeiliTask(client.createIndex(uid, { primaryKey }), timeoutMs);
  } catch (error) {
    if (!(error instanceof MeiliTaskError && error.task.error?.code === 'index_already_exists')) throw error;
  }
}

/**
 * Puts the fully built index `built` in the place of `live` in one atomic swap (searches see the old
 * documents, then the new, never a mix or nothing), then deletes what was live before.
 */
export async function swapInMeiliIndex(
  client: Meilisearch,
  live: string,
  built: string,
  primaryKey: string,
  timeoutMs = MEILI_TASK_TIMEOUT_MS,
): Promise<void> {
  // Both sides of a swap must exist; the first build swaps with an empty index.
  await ensureMeiliIndex(client, live, primaryKey, timeoutMs);
  // Without `rename`: the field is newer than v1.12, which refuses fields it does not know.
  await waitForMeiliTask(client.swapIndexes([{ indexes: [live, built] } as IndexSwap]), timeoutMs);
  await waitForMeiliTask(client.deleteIndex(built), timeoutMs);
}
