import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { AdminVersion, UpdateVersionMetadataRequest, VersionChangeResponse } from '@strongs/contracts';
import { withRequestId } from '@strongs/nest-common';
import { NotFoundError } from '@strongs/scripture';
import { enqueueIndexVersion, indexJobId } from '@strongs/queue';
import { dependentsOf } from '../corpus/corpus-catalog';
import { NothingToRollBackError } from '../versions/version-generations';
import { INDEX_QUEUE, type IndexQueue } from './index-queue.provider';
import { VersionsAdminRepository, type StoredVersion } from './versions-admin.repository';

/** The dictionary's concordance, translation counts and the Restored Names edition are read from these. */
const REQUIRED_BY_DICTIONARY: Record<string, string> = {
  kjv: "The KJV carries the dictionary's concordance and translation counts; import a replacement (the import shows what would change) or roll back instead",
};

/** Versions with history: the admin's list, slot metadata, rollback to the previous generation, uninstall. */
@Injectable()
export class VersionsAdminService {
  constructor(
    private readonly versions: VersionsAdminRepository,
    @Inject(INDEX_QUEUE) private readonly indexQueue: IndexQueue,
  ) {}

  async list(): Promise<AdminVersion[]> {
    return (await this.versions.all()).map(withUninstallRule);
  }

  async updateMetadata(code: string, change: UpdateVersionMetadataRequest): Promise<VersionChangeResponse> {
    await this.require(code);
    await this.versions.updateMetadata(code, change);
    return { success: true, message: `Saved the details of ${code}`, version: withUninstallRule(await this.require(code)) };
  }

  /** Swaps the previous generation back in (atomically); rolling back again returns to the text it replaced. */
  async rollback(code: string): Promise<VersionChangeResponse> {
    const before = await this.require(code);
    if (!before.previous) throw new ConflictException(`${code} has no previous generation to roll back to`);
    try {
      const restored = await this.versions.rollback(code);
      await this.reindex(code, restored.checksum, 'rollback');
      const what = restored.installed ? `${restored.verseCount.toLocaleString('en-US')} verses` : 'not installed';
      return { success: true, message: `Rolled ${code} back to its previous generation (${what})`, version: withUninstallRule(await this.require(code)) };
    } catch (error) {
      if (error instanceof NothingToRollBackError) throw new ConflictException(error.message);
      throw error;
    }
  }

  /** Uninstalls a text; its generation is archived, so a rollback re-installs it. */
  async uninstall(code: string): Promise<VersionChangeResponse> {
    const version = withUninstallRule(await this.require(code));
    if (version.uninstallBlockedBy) throw new ConflictException(version.uninstallBlockedBy);
    await this.versions.uninstall(code);
    await this.reindex(code, null, 'uninstall');
    return { success: true, message: `Uninstalled ${code} (${version.verseCount.toLocaleString('en-US')} verses kept as its previous generation: Roll back restores them)`, version: withUninstallRule(await this.require(code)) };
  }

  private async require(code: string): Promise<StoredVersion> {
    const version = await this.versions.one(code);
    if (!version) throw new NotFoundError(`No version with the code ${code.slice(0, 40)}`);
    return version;
  }

  /** The search engine follows the swap (Meilisearch needs it; the Postgres engine verifies). A fresh id: the import's own index job is kept. */
  private async reindex(code: string, checksum: string | null, why: string): Promise<void> {
    const jobId = `${indexJobId(code, checksum ?? 'none')}-${why}-${Date.now().toString(36)}`;
    await enqueueIndexVersion(this.indexQueue, withRequestId({ versionCode: code, checksum: checksum ?? '' }), jobId);
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
