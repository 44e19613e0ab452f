import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VerseMarkup } from './verse-row';

/** One verse of a version's own numbering that (with the others of its KJV verse) makes up a KJV verse. */
export interface AlignedVerseRow {
  kjv_ord: number;
  seq: number;
  part: 'a' | 'b' | null;
  kind: 'full' | 'partial';
  role: 'text' | 'title';
  ord: number;
  book: number;
  chapter: number;
  verse: number;
  text: string;
  heading: string | null;
  markup?: VerseMarkup;
}

/** A KJV verse that a verse of the version's own numbering belongs to. */
export interface KjvOfOwnRow {
  own_ord: number;
  kjv_ord: number;
  role: 'text' | 'title';
}

/**
 * The KJV verses asked for, mapped into the version's own numbering through `verse_mappings` (its
 * `versions.versification` scheme): a KJV verse with no mapping row is the verse of the same number,
 * one with a row without `to_ord` has no verse there. Exported for the fidelity check, which must read
 * exactly what the API serves.
 */
export const ALIGNED_VERSES_SQL = (withMarkup: boolean) => `
  WITH w AS (SELECT k, n FROM unnest($2::int[]) WITH ORDINALITY AS w(k, n)),
  s AS (SELECT versification AS scheme FROM versions WHERE code = $1),
  m AS (
    SELECT w.k AS kjv_ord, w.n, coalesce(vm.seq, 0) AS seq,
           CASE WHEN vm.from_ord IS NULL THEN w.k ELSE vm.to_ord END AS ord,
           vm.to_part AS part, coalesce(vm.kind, 'full') AS kind, coalesce(vm.role, 'text') AS role
    FROM w CROSS JOIN s
    LEFT JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = s.scheme AND vm.from_ord = w.k)
  SELECT m.kjv_ord, m.seq, m.part, m.kind, m.role, v.ord, v.book, v.chapter, v.verse, v.text, v.heading${withMarkup ? ', v.markup' : ''}
  FROM m JOIN verses v ON v.version_code = $1 AND v.ord = m.ord
  ORDER BY m.n, m.seq`;

/** Reads that pair a version with KJV references, whatever its numbering. Every query is parameterised. */
@Injectable()
export class AlignedVersesRepository {
  constructor(private readonly db: DataSource) {}

  /** The version's verses making up each KJV verse, in the order asked, superscriptions first. */
  async byKjvOrds(versionCode: string, kjvOrds: number[], withMarkup = false): Promise<AlignedVerseRow[]> {
    if (kjvOrds.length === 0) return [];
    return this.db.query(ALIGNED_VERSES_SQL(withMarkup), [versionCode, kjvOrds]);
  }

  /** KJV verses of verses in the version's own numbering; a verse not listed keeps its number (a Psalm title maps to nothing). */
  async kjvOrdsOfOwn(versionCode: string, ownOrds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(ownOrds.map((ord) => [ord, [ord]]));
    if (ownOrds.length === 0) return out;
    const rows: KjvOfOwnRow[] = await this.db.query(
      `SELECT vm.to_ord AS own_ord, vm.from_ord AS kjv_ord, vm.role
       FROM versions ver JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = ver.versification
       WHERE ver.code = $1 AND vm.to_ord = ANY($2::int[])
       ORDER BY vm.to_ord, vm.from_ord`,
      [versionCode, ownOrds],
    );
    const listed = new Set<number>();
    for (const row of rows) {
      const own = Number(row.own_ord);
      if (!listed.has(own)) out.set(own, []);
      listed.add(own);
      if (row.role === 'text') out.get(own)?.push(Number(row.kjv_ord));
    }
    return out;
  }

  /** Chapters per book as the version numbers them (the WLC's Joel has 4, its Malachi 3). */
  async chapterCounts(versionCode: string): Promise<Map<number, number>> {
    const rows: { book: number; chapters: number }[] = await this.db.query(
      `SELECT book, max(chapter)::int AS chapters FROM verses WHERE version_code = $1 GROUP BY book`,
      [versionCode],
    );
    return new Map(rows.map((r) => [Number(r.book), r.chapters]));
  }

  /** For verses of the version's own numbering: the KJV verses each belongs to (none listed: the same number). */
  async kjvOfOwn(versionCode: string, fromOrd: number, toOrd: number): Promise<KjvOfOwnRow[]> {
    return this.db.query(
      `SELECT vm.to_ord AS own_ord, vm.from_ord AS kjv_ord, vm.role
       FROM versions ver JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = ver.versification
       WHERE ver.code = $1 AND vm.to_ord BETWEEN $2 AND $3
       ORDER BY vm.to_ord, vm.from_ord`,
      [versionCode, fromOrd, toOrd],
    );
  }
}
