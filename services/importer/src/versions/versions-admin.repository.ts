import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminVersion, ArchivedGeneration, UpdateVersionMetadataRequest } from '@strongs/contracts';
import type { VersionsRow } from '@strongs/db';

interface VersionRow extends Pick<
  VersionsRow,
  | 'code'
  | 'name'
  | 'kind'
  | 'licence'
  | 'source'
  | 'credit'
  | 'versification'
  | 'installed'
  | 'verse_count'
  | 'checksum'
  | 'updated_at'
  | 'metadata_edited'
  | 'generation'
  | 'published'
  | 'coverage'
> {
  generations: {
    generation: number;
    verse_count: number;
    checksum: string | null;
    installed: boolean;
    archived_at: string;
  }[];
}

export type StoredVersion = Omit<AdminVersion, 'uninstallBlockedBy'>;

const toGeneration = (g: VersionRow['generations'][number]): ArchivedGeneration => ({
  generation: g.generation,
  verseCount: g.verse_count,
  checksum: g.checksum,
  archivedAt: new Date(g.archived_at).toISOString(),
  installed: g.installed,
});

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
  generation: r.generation,
  published: r.published,
  coverage: r.coverage,
  previous: r.generations[0] ? toGeneration(r.generations[0]) : null,
  generations: r.generations.map(toGeneration),
});

const SELECT_VERSIONS = `
  SELECT v.code, v.name, v.kind, v.licence, v.source, v.credit, v.versification, v.installed, v.verse_count, v.checksum,
         v.updated_at, v.metadata_edited, v.generation, v.published, v.coverage,
         coalesce((SELECT json_agg(json_build_object('generation', g.generation, 'verse_count', g.verse_count, 'checksum', g.checksum,
                                                     'installed', g.installed, 'archived_at', g.archived_at) ORDER BY g.generation DESC)
                   FROM version_generations g WHERE g.version_code = v.code), '[]') AS generations
  FROM versions v`;

/** The versions table as the admin's Versions panel sees it, with the generations kept for rollback. */
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
}
