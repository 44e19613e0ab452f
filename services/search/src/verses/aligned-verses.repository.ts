import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { ALIGNED_VERSES_SQL, type AlignedVerseRow, type KjvOfOwnRow } from '@strongs/scripture';

/** The mapping rows (KjvOfOwnRow) of verses `ords` of version `version`'s own numbering. */
export const kjvOfOwnOrdsSql = (version: string, ords: string): string =>
  `SELECT vm.to_ord AS own_ord, vm.from_ord AS kjv_ord, vm.role
   FROM versions ver JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = ver.versification
   WHERE ver.code = ${version} AND vm.to_ord = ANY(${ords}::int[])
   ORDER BY vm.to_ord, vm.from_ord`;

/** Reads that pair a version with KJV references, whatever its numbering. Every query is parameterised. */
@Injectable()
export class AlignedVersesRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** The version's verses making up each KJV verse, in the order asked, superscriptions first. */
  async byKjvOrds(versionCode: string, kjvOrds: number[], withMarkup = false): Promise<AlignedVerseRow[]> {
    if (kjvOrds.length === 0) return [];
    return this.db.query(ALIGNED_VERSES_SQL(withMarkup), [versionCode, kjvOrds]);
  }

  /** KJV verses of verses in the version's own numbering; a verse not listed keeps its number (a Psalm title maps to nothing). */
  async kjvOrdsOfOwn(versionCode: string, ownOrds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(ownOrds.map((ord) => [ord, [ord]]));
    if (ownOrds.length === 0) return out;
    const rows = await this.kjvOfOwnOrds(versionCode, ownOrds);
    const listed = new Set<number>();
    for (const row of rows) {
      const own = Number(row.own_ord);
      if (!listed.has(own)) out.set(own, []);
      listed.add(own);
      if (row.role === 'text') out.get(own)?.push(Number(row.kjv_ord));
    }
    return out;
  }

  /** The mapping rows of these verses of the version's own numbering (none: the KJV verse of the same number). */
  async kjvOfOwnOrds(versionCode: string, ownOrds: number[]): Promise<KjvOfOwnRow[]> {
    if (ownOrds.length === 0) return [];
    return this.db.query(kjvOfOwnOrdsSql('$1', '$2'), [versionCode, ownOrds]);
  }

  /** For KJV verses: the verses of the version's own numbering that make each up (none listed: the same number). */
  async ownOrdsOfKjv(versionCode: string, kjvOrds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(kjvOrds.map((ord) => [ord, [ord]]));
    if (kjvOrds.length === 0) return out;
    const rows: { kjv_ord: number; own_ord: number | null }[] = await this.db.query(
      `SELECT vm.from_ord AS kjv_ord, vm.to_ord AS own_ord
       FROM versions ver JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = ver.versification
       WHERE ver.code = $1 AND vm.from_ord = ANY($2::int[])
       ORDER BY vm.from_ord, vm.seq`,
      [versionCode, kjvOrds],
    );
    const listed = new Set<number>();
    for (const row of rows) {
      const kjv = Number(row.kjv_ord);
      if (!listed.has(kjv)) out.set(kjv, []);
      listed.add(kjv);
      if (row.own_ord !== null) out.get(kjv)?.push(Number(row.own_ord));
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

  /** Where a KJV chapter's verses stand in a version's own numbering: the first and last own ords, or none when unmapped. */
  async ownRangeOfKjvChapter(
    versionCode: string,
    fromOrd: number,
    toOrd: number,
  ): Promise<{ first: number; last: number } | undefined> {
    const [row]: { first: number | null; last: number | null }[] = await this.db.query(
      `SELECT min(vm.to_ord)::int AS first, max(vm.to_ord)::int AS last
       FROM versions ver JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = ver.versification
       WHERE ver.code = $1 AND vm.from_ord BETWEEN $2 AND $3 AND vm.role = 'text'`,
      [versionCode, fromOrd, toOrd],
    );
    return row?.first != null && row.last != null ? { first: row.first, last: row.last } : undefined;
  }
}
