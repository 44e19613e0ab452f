import type { Task } from 'meilisearch/dist/index';

/** The JS client's default of 5 s is far too short for a batch of documents on a small machine. */
export const MEILI_TASK_TIMEOUT_MS = 300_000;

export class MeiliTaskError extends Error {
  override name = 'MeiliTaskError';
  constructor(readonly task: Task) {
    super(`Meilisearch task ${task.uid} (${task.type}) ${task.status}: ${task.error?.message ?? ''}`);
  }
}

/** Waits for an enqueued task and returns it; a failed or canceled task throws, with Meilisearch's reason. */
export async function waitForMeiliTask(
  enqueued: { waitTask(options?: { timeout?: number }): Promise<Task> },
  timeoutMs = MEILI_TASK_TIMEOUT_MS,
): Promise<Task> {
  const task = await enqueued.waitTask({ timeout: timeoutMs });
  if (task.status !== 'succeeded') throw new MeiliTaskError(task);
  return task;
}
