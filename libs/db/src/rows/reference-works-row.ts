import type { ReferenceWorkKind } from '@strongs/contracts';

/**
 * A row of `reference_works`, the catalogue entry of a commentary or topical work: the importer writes it with
 * the work's entries, the importer's admin routes and the search service's work lists read it.
 */
export interface ReferenceWorksRow {
  code: string;
  kind: ReferenceWorkKind;
  name: string;
  short_name: string;
  source: string;
  licence: string;
  published: boolean;
  /** Bumped by every import, rollback, publish and unpublish: the caches' key. */
  generation: number;
  entry_count: number;
  /** Of the files the live entries were written from; null before the first import. */
  checksum: string | null;
  updated_at: Date;
}

/** A row of `reference_work_generations`: a replaced generation of a work, kept for rollback. */
export interface ReferenceWorkGenerationsRow {
  work_code: string;
  generation: number;
  entry_count: number;
  checksum: string | null;
  /** Whether the generation was published while it was live; a restore publishes it as it was. */
  published: boolean;
  archived_at: Date;
}
