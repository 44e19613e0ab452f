import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type {
  AdminReferenceWork,
  ReferenceWorkChangeResponse,
  RollbackReferenceWorkRequest,
  VersionChangeQueuedResponse,
} from '@strongs/contracts';
import { APP_CONFIG } from '@strongs/nest-common';
import type { ReferenceWorkJobOutcome } from '@strongs/queue';
import { NotFoundError } from '@strongs/scripture';
import type { ImporterConfig } from '../importer.config';
import { ImportJobWaiter } from '../queue/import-job-waiter';
import { assertRollbackable } from '../versions/rollback-request';
import { GenerationChangedError } from '../versions/version-generations';
import { ReferenceWorksAdminRepository } from './reference-works-admin.repository';

const LIST = 'reference works';

/**
 * Commentaries and topical works with history: the admin's list, rollback to a kept generation (a job on the import
 * worker; the request waits a bounded time for its outcome), publish and unpublish.
 */
@Injectable()
export class ReferenceWorksAdminService {
  constructor(
    private readonly works: ReferenceWorksAdminRepository,
    private readonly jobs: ImportJobWaiter,
    @Inject(APP_CONFIG) private readonly config: ImporterConfig,
  ) {}

  list(): Promise<AdminReferenceWork[]> {
    return this.works.all();
  }

  /** Restores a kept generation over the one the admin saw; the replaced rows are kept in turn. */
  async rollback(
    code: string,
    request: RollbackReferenceWorkRequest,
  ): Promise<ReferenceWorkChangeResponse | VersionChangeQueuedResponse> {
    assertRollbackable(await this.require(code), request, LIST);
    const outcome = await this.jobs.runOrLeave<ReferenceWorkJobOutcome>(
      'rollback-reference-work',
      { workCode: code, expectedGeneration: request.expectedGeneration, generation: request.generation },
      {
        timeoutMs: this.config.VERSION_CHANGE_WAIT_MS,
        what: `roll back ${code}`,
        jobId: `rollback-work-${code}`,
      },
    );
    if (!outcome.finished)
      return {
        success: true,
        jobId: outcome.jobId,
        message: `Rolling back ${code} takes longer than usual; it carries on (job ${outcome.jobId}) and the list shows it when done`,
      };
    if (outcome.value.status === 'refused') throw new ConflictException(outcome.value.message);
    const { generation, entryCount } = outcome.value;
    return this.changed(
      code,
      `Rolled ${code} back to a kept generation (${entryCount.toLocaleString('en-US')} entries); it is now generation ${generation}`,
    );
  }

  async publish(code: string, expectedGeneration: number): Promise<ReferenceWorkChangeResponse> {
    const work = await this.require(code);
    if (!work.entryCount) throw new ConflictException(`${code} has no entries to show: import it first`);
    const changed = await this.setPublished(code, expectedGeneration, true);
    return this.changed(code, changed ? `Published ${work.name}` : `${work.name} is already published`);
  }

  async unpublish(code: string, expectedGeneration: number): Promise<ReferenceWorkChangeResponse> {
    const work = await this.require(code);
    const changed = await this.setPublished(code, expectedGeneration, false);
    return this.changed(
      code,
      changed ? `${work.name} is now hidden from visitors` : `${work.name} is already unpublished`,
    );
  }

  private async setPublished(code: string, expectedGeneration: number, published: boolean): Promise<boolean> {
    try {
      return await this.works.setPublished(code, expectedGeneration, published);
    } catch (error) {
      if (error instanceof GenerationChangedError) throw new ConflictException(error.message);
      throw error;
    }
  }

  private async changed(code: string, message: string): Promise<ReferenceWorkChangeResponse> {
    return { success: true, message, work: await this.require(code) };
  }

  private async require(code: string): Promise<AdminReferenceWork> {
    const work = await this.works.one(code);
    if (!work) throw new NotFoundError(`No reference work with the code ${code}`);
    return work;
  }
}
