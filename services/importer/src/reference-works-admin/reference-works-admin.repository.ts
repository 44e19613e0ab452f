import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminReferenceWork, ArchivedWorkGeneration } from '@strongs/contracts';
import type { ReferenceWorkGenerationsRow, ReferenceWorksRow } from '@strongs/db';
import { lockExpectedWork } from '../reference-works/work-generations';

/** A kept generation as `json_build_object` gives it: the time as JSON text, not a Date. */
type GenerationJson = Omit<ReferenceWorkGenerationsRow, 'work_code' | 'archived_at'> & {
  archived_at: string;
};

interface WorkRow extends ReferenceWorksRow {
  generations: GenerationJson[];
}

const toGeneration = (g: GenerationJson): ArchivedWorkGeneration => ({
  generation: g.generation,
  entryCount: g.entry_count,
  checksum: g.checksum,
  published: g.published,
  archivedAt: new Date(g.archived_at).toISOString(),
});

const toWork = (r: WorkRow): AdminReferenceWork => ({
  code: r.code,
  kind: r.kind,
  name: r.name,
  shortName: r.short_name,
  source: r.source,
  licence: r.licence,
  published: r.published,
  generation: r.generation,
  entryCount: r.entry_count,
  checksum: r.checksum,
  updatedAt: r.updated_at.toISOString(),
  generations: r.generations.map(toGeneration),
});

const SELECT_WORKS = `
  SELECT w.code, w.kind, w.name, w.short_name, w.source, w.licence, w.published, w.generation, w.entry_count,
         w.checksum, w.updated_at,
         coalesce((SELECT json_agg(json_build_object('generation', g.generation, 'entry_count', g.entry_count,
                                                     'checksum', g.checksum, 'published', g.published,
                                                     'archived_at', g.archived_at) ORDER BY g.generation DESC)
                   FROM reference_work_generations g WHERE g.work_code = w.code), '[]') AS generations
  FROM reference_works w`;

/** The reference works as the admin's list sees them, and their publication. */
@Injectable()
export class ReferenceWorksAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  async all(): Promise<AdminReferenceWork[]> {
    const rows: WorkRow[] = await this.dataSource.query(`${SELECT_WORKS} ORDER BY w.kind, w.code`);
    return rows.map(toWork);
  }

  async one(code: string): Promise<AdminReferenceWork | undefined> {
    const rows: WorkRow[] = await this.dataSource.query(`${SELECT_WORKS} WHERE w.code = $1`, [code]);
    return rows[0] ? toWork(rows[0]) : undefined;
  }

  /**
   * Shows the work to visitors or takes it back, under its row lock and only over the generation the admin saw;
   * the change is a new generation, so every cached answer of the work follows. Returns whether anything changed.
   */
  setPublished(code: string, expectedGeneration: number, published: boolean): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const state = await lockExpectedWork(manager, code, expectedGeneration);
      if (state.published === published) return false;
      await manager.query(
        `UPDATE reference_works SET published = $2, generation = generation + 1, updated_at = now() WHERE code = $1`,
        [code, published],
      );
      return true;
    });
  }
}
