import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { useJobStatementTimeout } from '@strongs/db';
import type { AdminVersion, UpdateVersionMetadataRequest } from '@strongs/contracts';
import { swapGenerations, uninstallGeneration, type VersionState } from '../versions/version-generations';

interface VersionRow {
  code: string;
  name: string;
  kind: AdminVersion['kind'];
  licence: string;
  source: string;
  credit: string | null;
  versification: string;
  installed: boolean;
  verse_count: number;
  checksum: string | null;
  updated_at: Date;
  metadata_edited: boolean;
  previous_count: number | null;
  previous_checksum: string | null;
  previous_installed: boolean | null;
  archived_at: Date | null;
}

export type StoredVersion = Omit<AdminVersion, 'uninstallBlockedBy'>;

const toVersion = (r: VersionRow): StoredVersion => ({
  code: r.code,
  name: r.name,
  kind: r.kind,
  licence: r.licence,
  source: r.source,
  credit: r.credit,
  versification: r.versification,
  installed: r.installed,
  verseCount: r.verse_count,
  checksum: r.checksum,
  updatedAt: r.updated_at.toISOString(),
  metadataEdited: r.metadata_edited,
  previous: r.archived_at
    ? {
        verseCount: r.previous_count ?? 0,
        checksum: r.previous_checksum,
        archivedAt: r.archived_at.toISOString(),
        installed: r.previous_installed ?? false,
      }
    : null,
});

const SELECT_VERSIONS = `
  SELECT v.code, v.name, v.kind, v.licence, v.source, v.credit, v.versification, v.installed, v.verse_count, v.checksum,
         v.updated_at, v.metadata_edited, g.verse_count AS previous_count, g.checksum AS previous_checksum,
         g.installed AS previous_installed, g.archived_at
  FROM versions v LEFT JOIN version_generations g ON g.version_code = v.code`;

/** The versions table as the admin's Versions panel sees it, and the generation swaps behind rollback and uninstall. */
@Injectable()
export class VersionsAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  async all(): Promise<StoredVersion[]> {
    const rows: VersionRow[] = await this.dataSource.query(
      `${SELECT_VERSIONS} ORDER BY v.sort_order, v.code`,
    );
    return rows.map(toVersion);
  }

  async one(code: string): Promise<StoredVersion | undefined> {
    const rows: VersionRow[] = await this.dataSource.query(`${SELECT_VERSIONS} WHERE v.code = $1`, [code]);
    return rows[0] ? toVersion(rows[0]) : undefined;
  }

  async updateMetadata(code: string, change: UpdateVersionMetadataRequest): Promise<void> {
    await this.dataSource.query(
      `UPDATE versions SET name = coalesce($2, name), source = coalesce($3, source), licence = coalesce($4, licence),
         credit = CASE WHEN $5::boolean THEN $6 ELSE credit END, versification = coalesce($7, versification),
         metadata_edited = true, updated_at = now()
       WHERE code = $1`,
      [
        code,
        change.name ?? null,
        change.source ?? null,
        change.licence ?? null,
        change.credit !== undefined,
        change.credit ?? null,
        change.versification ?? null,
      ],
    );
  }

  // A swap copies a whole version (the tagged KJV: 349,308 concordance rows) in single statements, longer than the
  // pool's statement_timeout for requests; it is one admin action at a time per version (the row lock), so it gets
  // the workers' bound for its transaction only.
  rollback(code: string): Promise<VersionState> {
    return this.dataSource.transaction(async (manager) => {
      await useJobStatementTimeout(manager);
      return swapGenerations(manager, code);
    });
  }

  uninstall(code: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await useJobStatementTimeout(manager);
      await uninstallGeneration(manager, code);
    });
  }
}
