import { Injectable } from '@nestjs/common';
import type { VersionDetails } from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
import { currentViewerIsAdmin, readAtMostEvery } from '@strongs/nest-common';
import { UnknownVersionError, VersionNotInstalledError } from '../common/bad-request.errors';
import { VersionsRepository } from './versions.repository';

/** The old site's database ids: DB1 was the KJV. */
const LEGACY_IDS: Record<string, string> = { db1: 'kjv' };
const CACHE_MS = 5_000;

/** To a visitor an unpublished upload is its slot, not installed: nothing of the file shows, nor does it answer. */
function asVisitorSees(v: VersionDetails): VersionDetails {
  return v.published || !v.installed
    ? v
    : { ...v, installed: false, verseCount: 0, licence: 'Not installed', coverage: null };
}

/** Version lookups for every request: a few rows, cached briefly (imports change them rarely). */
@Injectable()
export class VersionsService {
  private readonly all = readAtMostEvery(CACHE_MS, () => this.repository.all());

  constructor(
    private readonly repository: VersionsRepository,
    private readonly settings: SystemSettingsReader,
  ) {}

  /** Every slot as the caller may see it: an unpublished text is installed for administrators only. */
  async list(): Promise<VersionDetails[]> {
    const versions = await this.all();
    return currentViewerIsAdmin() ? versions : versions.map(asVisitorSees);
  }

  /**
   * What a cached answer from these versions is keyed on: each one's generation (a change readers see) and the
   * generation the engine serves (Meilisearch catches up after the commit), so an answer computed from an index
   * that lags is never kept under the generation that replaced it, and nothing needs deleting.
   */
  static answerGeneration(
    ...versions: Pick<VersionDetails, 'code' | 'generation' | 'searchGeneration'>[]
  ): string {
    return versions.map((v) => `${v.code}:${v.generation}.${v.searchGeneration}`).join(',');
  }

  async installedCodes(): Promise<string[]> {
    return (await this.list()).filter((v) => v.installed).map((v) => v.code);
  }

  /** `db` as the API takes it: a version code in any case, or DB1; missing means the `default_version` setting (the KJV). */
  async resolveInstalled(db: string | undefined): Promise<VersionDetails> {
    const wanted =
      (db ?? '').trim().toLowerCase() ||
      (await this.settings.text('default_version', 'kjv')).trim().toLowerCase();
    const code = LEGACY_IDS[wanted] ?? wanted;
    const version = (await this.list()).find((v) => v.code === code);
    if (!version) throw new UnknownVersionError(db ?? code);
    if (!version.installed) throw new VersionNotInstalledError(version.code);
    return version;
  }
}
