import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type {
  AdminVersion,
  RollbackVersionRequest,
  UpdateVersionMetadataRequest,
  VersionChangeQueuedResponse,
  VersionChangeResponse,
} from '@strongs/contracts';
import { APP_CONFIG } from '@strongs/nest-common';
import { NotFoundError } from '@strongs/scripture';
import type { GenerationJobOutcome } from '@strongs/queue';
import { dependentsOf } from '../corpus/corpus-catalog';
import type { ImporterConfig } from '../importer.config';
import { ImportJobWaiter, type WaitOutcome } from '../queue/import-job-waiter';
import { assertExpectedGeneration, assertRollbackable } from './rollback-request';
import { VersionsAdminRepository, type StoredVersion } from './versions-admin.repository';

/** The dictionary's concordance, translation counts and the Restored Names edition are read from these. */
const REQUIRED_BY_DICTIONARY: Record<string, string> = {
  kjv: "The KJV carries the dictionary's concordance and translation counts; import a replacement (the import shows what would change) or roll back instead",
};

/**
 * Versions with history: the admin's list, slot metadata, rollback to a kept generation, uninstall. Rollback and
 * uninstall run as jobs on the import worker; the request waits a bounded time for the outcome.
 */
@Injectable()
export class VersionsAdminService {
  constructor(
    private readonly versions: VersionsAdminRepository,
    private readonly jobs: ImportJobWaiter,
    @Inject(APP_CONFIG) private readonly config: ImporterConfig,
  ) {}

  async list(): Promise<AdminVersion[]> {
    return (await this.versions.all()).map(withUninstallRule);
  }

  async updateMetadata(code: string, change: UpdateVersionMetadataRequest): Promise<VersionChangeResponse> {
    await this.require(code);
    await this.versions.updateMetadata(code, change);
    return {
      success: true,
      message: `Saved the details of ${code}`,
      version: withUninstallRule(await this.require(code)),
    };
  }

  /** Restores a kept generation over the one the admin saw; the replaced text is kept in turn. */
  async rollback(
    code: string,
    request: RollbackVersionRequest,
  ): Promise<VersionChangeResponse | VersionChangeQueuedResponse> {
    assertRollbackable(await this.require(code), request, 'versions');
    const outcome = await this.jobs.runOrLeave<GenerationJobOutcome>(
      'rollback-version',
      { versionCode: code, expectedGeneration: request.expectedGeneration, generation: request.generation },
      { timeoutMs: this.config.VERSION_CHANGE_WAIT_MS, what: `roll back ${code}`, jobId: `rollback-${code}` },
    );
    return this.answer(
      code,
      outcome,
      'Rolling back',
      (v) =>
        `Rolled ${code} back to a kept generation (${v.installed ? `${v.verseCount.toLocaleString('en-US')} verses` : 'not installed'}); it is now generation ${v.generation}`,
    );
  }

  /** Uninstalls a text; its generation is kept, so a rollback re-installs it. */
  async uninstall(
    code: string,
    expectedGeneration: number,
  ): Promise<VersionChangeResponse | VersionChangeQueuedResponse> {
    const version = withUninstallRule(await this.require(code));
    if (version.uninstallBlockedBy) throw new ConflictException(version.uninstallBlockedBy);
    assertExpectedGeneration(version, expectedGeneration, 'versions');
    const outcome = await this.jobs.runOrLeave<GenerationJobOutcome>(
      'uninstall-version',
      { versionCode: code, expectedGeneration },
      {
        timeoutMs: this.config.VERSION_CHANGE_WAIT_MS,
        what: `uninstall ${code}`,
        jobId: `uninstall-${code}`,
      },
    );
    return this.answer(
      code,
      outcome,
      'Uninstalling',
      () =>
        `Uninstalled ${code} (${version.verseCount.toLocaleString('en-US')} verses kept as its previous generation: Roll back restores them)`,
    );
  }

  private async answer(
    code: string,
    outcome: WaitOutcome<GenerationJobOutcome>,
    doing: string,
    done: (v: Extract<GenerationJobOutcome, { status: 'completed' }>) => string,
  ): Promise<VersionChangeResponse | VersionChangeQueuedResponse> {
    if (!outcome.finished) {
      return {
        success: true,
        jobId: outcome.jobId,
        message: `${doing} ${code} takes longer than usual; it carries on (job ${outcome.jobId}) and the versions list shows it when done`,
      };
    }
    if (outcome.value.status === 'refused') throw new ConflictException(outcome.value.message);
    return {
      success: true,
      message: done(outcome.value),
      version: withUninstallRule(await this.require(code)),
    };
  }

  private async require(code: string): Promise<StoredVersion> {
    const version = await this.versions.one(code);
    if (!version) throw new NotFoundError(`No version with the code ${code.slice(0, 40)}`);
    return version;
  }
}

function withUninstallRule(version: StoredVersion): AdminVersion {
  const derived = dependentsOf(version.code).map((d) => d.versionCode);
  const blockedBy = !version.installed
    ? `${version.code} is not installed`
    : (REQUIRED_BY_DICTIONARY[version.code] ??
      (derived.length ? `${derived.join(', ')} is derived from ${version.code}; uninstall it first` : null));
  return { ...version, uninstallBlockedBy: blockedBy };
}
