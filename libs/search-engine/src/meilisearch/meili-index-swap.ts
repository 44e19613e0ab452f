import type { Meilisearch } from 'meilisearch/dist/index';
import { ignoringCode } from './meili-errors';
import { buildIndexUid } from './meili-index-names';
import { MEILI_TASK_TIMEOUT_MS, waitForMeiliTask } from './meili-tasks';

export interface IndexRebuild<S> {
  /** The index searches read; it is replaced whole. */
  live: string;
  primaryKey: string;
  /** Applied before any document: changing settings afterwards would index everything again. */
  settings: object;
  /** The documents, batch by batch; each batch is one task, waited for. */
  batches: AsyncIterable<readonly S[]>;
  toDocument(source: S): object;
  onBatch?(indexed: number): Promise<void> | void;
  timeoutMs?: number;
}

/**
 * Fills a fresh `<live>_build_<random>` index, checks its document count, and swaps it in place of
 * `live` in one atomic swap: searches see the old documents, then the new, never a mix or nothing, and
 * two overlapping rebuilds each swap in a complete index. Returns how many documents were indexed.
 */
export async function rebuildBySwap<S>(client: Meilisearch, rebuild: IndexRebuild<S>): Promise<number> {
  const { live, primaryKey, timeoutMs = MEILI_TASK_TIMEOUT_MS } = rebuild;
  const wait = (task: Parameters<typeof waitForMeiliTask>[0]) => waitForMeiliTask(task, timeoutMs);
  const build = buildIndexUid(live);
  await wait(client.createIndex(build, { primaryKey }));
  try {
    const index = client.index(build);
    await wait(index.updateSettings(rebuild.settings as never));
    let indexed = 0;
    for await (const batch of rebuild.batches) {
      await wait(index.addDocuments(batch.map((s) => rebuild.toDocument(s)) as never, { primaryKey }));
      indexed += batch.length;
      await rebuild.onBatch?.(indexed);
    }
    const { numberOfDocuments } = await index.getStats();
    if (numberOfDocuments !== indexed) {
      throw new Error(
        `Meilisearch index ${build} holds ${numberOfDocuments} documents, ${indexed} were sent: not swapped in`,
      );
    }
    // Both sides of a swap must exist; the first build swaps with an empty index.
    await ignoringCode('index_already_exists', wait(client.createIndex(live, { primaryKey })));
    // v1.12 takes only `indexes` (the client's type also names `rename`, a later addition it would refuse).
    await wait(client.swapIndexes([{ indexes: [live, build] }] as never));
    return indexed;
  } finally {
    // After the swap the build uid holds the old documents; after a failure, the partial new ones.
    await ignoringCode('index_not_found', wait(client.deleteIndex(build)));
  }
}

/** Deletes an index; one that does not exist is already gone. */
export async function dropMeiliIndex(
  client: Meilisearch,
  uid: string,
  timeoutMs = MEILI_TASK_TIMEOUT_MS,
): Promise<void> {
  await ignoringCode('index_not_found', waitForMeiliTask(client.deleteIndex(uid), timeoutMs));
}
