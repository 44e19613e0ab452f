import { Injectable } from '@nestjs/common';
import type { VersionDetails } from '@strongs/contracts';
import { ReadDatabase, type VersionsRow } from '@strongs/db';

type VersionRow = Omit<VersionsRow, 'sort_order' | 'checksum' | 'metadata_edited'>;

@Injectable()
export class VersionsRepository {
  constructor(private readonly db: ReadDatabase) {}

  async all(): Promise<VersionDetails[]> {
    const rows: VersionRow[] = await this.db.query(
      `SELECT code, name, abbreviation, language, direction, kind, licence, source, credit, description,
              has_strongs, strongs_note, installed, published, coverage, verse_count, versification, updated_at,
              generation, search_generation
       FROM versions ORDER BY sort_order, code`,
    );
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      abbreviation: r.abbreviation,
      language: r.language,
      direction: r.direction,
      kind: r.kind,
      licence: r.licence,
      source: r.source,
      credit: r.credit,
      description: r.description,
      hasStrongs: r.has_strongs,
      strongsNote: r.strongs_note,
      installed: r.installed,
      published: r.published,
      coverage: r.coverage,
      verseCount: r.verse_count,
      updatedAt: r.updated_at.toISOString(),
      versification: r.versification,
      generation: r.generation,
      searchGeneration: r.search_generation,
    }));
  }
}
