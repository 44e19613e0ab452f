/**
 * A row of `versions`, one installed or catalogued text: the importer writes it, the search service's catalogue
 * and the admin's versions page read it. Declared once here, so no reader keeps its own idea of the table.
 */
export interface VersionsRow {
  code: string;
  name: string;
  abbreviation: string;
  language: string;
  direction: 'ltr' | 'rtl';
  kind: 'translation' | 'original' | 'derived';
  licence: string;
  source: string;
  credit: string | null;
  description: string | null;
  has_strongs: boolean;
  installed: boolean;
  verse_count: number;
  versification: string;
  sort_order: number;
  checksum: string | null;
  updated_at: Date;
  strongs_note: string | null;
  metadata_edited: boolean;
  /** Bumped by every change readers see (imports, rollbacks, metadata): the caches' key. */
  generation: number;
  published: boolean;
  coverage: string | null;
  /** The generation the search engine serves. */
  search_generation: number;
}
