import type { DataSource, EntityManager } from 'typeorm';
import { useJobStatementTimeout } from '@strongs/db';
import { committedWrite } from '../import/version-writes';
import type {
  GenerationJobOutcome,
  ImportProgress,
  RollbackVersionJob,
  UninstallVersionJob,
} from '@strongs/queue';
import {
  GenerationChangedError,
  lockVersion,
  NothingToRollBackError,
  restoreGeneration,
  uninstallGeneration,
  type GenerationChange,
  type VersionState,
} from './version-generations';

export interface GenerationJobHandle<T> {
  id: string;
  data: T;
  updateProgress(progress: ImportProgress): Promise<void>;
}

export interface GenerationJobsDeps {
  dataSource: DataSource;
  /** The search engine follows the version's new generation (drops it when uninstalled). */
  enqueueIndex(versionCode: string, checksum: string | null, generation: number): Promise<void>;
}

type Change = (manager: EntityManager, code: string, change: GenerationChange) => Promise<VersionState>;

/**
 * The admin's rollback and uninstall as jobs of the imports queue: one transaction under the version's row lock,
 * refused (not failed) when the live generation is no longer the one the admin saw, so a second click or a
 * change in between leaves the text alone.
 */
export class GenerationJobs {
  constructor(private readonly deps: GenerationJobsDeps) {}

  rollback(job: GenerationJobHandle<RollbackVersionJob>): Promise<GenerationJobOutcome> {
    const { generation } = job.data;
    return this.run(job, 'rolling back', (manager, code, change) =>
      restoreGeneration(manager, code, { ...change, generation }),
    );
  }

  uninstall(job: GenerationJobHandle<UninstallVersionJob>): Promise<GenerationJobOutcome> {
    return this.run(job, 'uninstalling', uninstallGeneration);
  }

  private async run(
    job: GenerationJobHandle<UninstallVersionJob>,
    doing: string,
    change: Change,
  ): Promise<GenerationJobOutcome> {
    const { versionCode, expectedGeneration } = job.data;
    const progress = (percent: number, phase: string) =>
      job.updateProgress({ textId: versionCode, percent, versesDone: 0, totalVerses: null, phase });
    await progress(0, doing);
    const changed = await unlessRefused(() =>
      this.deps.dataSource.transaction(async (manager) => {
        // A whole Bible is copied in single statements: the jobs' bound, not the pool's.
        await useJobStatementTimeout(manager);
        const current = await lockVersion(manager, versionCode);
        // This job committed before and is running again (its worker died before BullMQ heard): its work stands.
        if (current && (await committedWrite(manager, job.id)) !== null) return current;
        return change(manager, versionCode, { expectedGeneration, jobId: job.id });
      }),
    );
    if ('refused' in changed) {
      await progress(100, 'refused');
      return { status: 'refused', message: changed.refused };
    }
    const state = changed.value;
    await this.deps.enqueueIndex(versionCode, state.checksum, state.generation);
    await progress(100, 'completed');
    return {
      status: 'completed',
      versionCode,
      generation: state.generation,
      installed: state.installed,
      verseCount: state.verseCount,
    };
  }
}

/**
 * Runs an admin's change of a generation; the live generation moved on since the admin looked, or there is nothing
 * to roll back to: that is the job's answer (a refusal), not a failure to retry.
 */
export async function unlessRefused<T>(
  change: () => Promise<T>,
): Promise<{ value: T } | { refused: string }> {
  try {
    return { value: await change() };
  } catch (error) {
    if (error instanceof GenerationChangedError || error instanceof NothingToRollBackError)
      return { refused: error.message };
    throw error;
  }
}
