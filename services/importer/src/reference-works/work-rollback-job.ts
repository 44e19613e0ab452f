import type { DataSource } from 'typeorm';
import { useJobStatementTimeout } from '@strongs/db';
import type { ReferenceWorkJobOutcome, RollbackReferenceWorkJob } from '@strongs/queue';
import { unlessRefused, type GenerationJobHandle } from '../versions/generation-jobs';
import { committedWorkWrite, lockWorkRow, restoreWorkGeneration } from './work-generations';

/**
 * The admin's rollback of a reference work as a job of the imports queue: one transaction under the work's row
 * lock, refused (not failed) when the live generation is no longer the one the admin saw.
 */
export async function rollbackReferenceWork(
  dataSource: DataSource,
  job: GenerationJobHandle<RollbackReferenceWorkJob>,
): Promise<ReferenceWorkJobOutcome> {
  const { workCode, expectedGeneration, generation } = job.data;
  const progress = (percent: number, phase: string) =>
    job.updateProgress({ textId: workCode, percent, versesDone: 0, totalVerses: null, phase });
  await progress(0, 'rolling back');
  const changed = await unlessRefused(() =>
    dataSource.transaction(async (manager) => {
      // A Treasury of David is megabytes of JSON copied in single statements: the jobs' bound, not the pool's.
      await useJobStatementTimeout(manager);
      const current = await lockWorkRow(manager, workCode);
      // This job committed before and is running again (its worker died before BullMQ heard): its work stands.
      if (current && (await committedWorkWrite(manager, job.id))) return current;
      return restoreWorkGeneration(manager, workCode, { expectedGeneration, generation, jobId: job.id });
    }),
  );
  if ('refused' in changed) {
    await progress(100, 'refused');
    return { status: 'refused', message: changed.refused };
  }
  await progress(100, 'completed');
  const work = changed.value;
  return {
    status: 'completed',
    workCode,
    generation: work.generation,
    entryCount: work.entryCount,
    published: work.published,
  };
}
