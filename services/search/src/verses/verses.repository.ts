import { Injectable } from '@nestjs/common';
import { ReadDatabase, type VerseStrongsRow, type VersesRow } from '@strongs/db';
import type { VerseRow } from './verse-row';

export interface OrdRange {
  from: number;
  to: number;
}

const COLUMNS = 'v.ord, v.book, v.chapter, v.verse, v.text';

/** Each statement below, given the placeholders of its values, so that one statement can hold several. */

/** The verses of version `version` with ords `ords` (any order), with their ketiv/qere and, if asked, markup. */
export const versesByOrdsSql = (version: string, ords: string, withMarkup: boolean): string =>
  `SELECT ${COLUMNS}, v.markup->'readings' AS readings${withMarkup ? ', v.markup' : ''}
   FROM verses v WHERE v.version_code = ${version} AND v.ord = ANY(${ords}::int[])`;

/** The printed words tagged with `numbers` in these verses, in verse and word order. */
export const taggedWordsSql = (version: string, ords: string, numbers: string): string =>
  `SELECT ord, word FROM verse_strongs
   WHERE version_code = ${version} AND ord = ANY(${ords}::int[]) AND strongs = ANY(${numbers}::text[])
   ORDER BY ord, position`;

/** The titles of those of these verses whose title (concordance positions below 0) carries one of `numbers`. */
export const titlesTaggedWithSql = (version: string, ords: string, numbers: string): string =>
  `SELECT v.ord, v.heading FROM verses v
   WHERE v.version_code = ${version} AND v.ord = ANY(${ords}::int[]) AND v.heading IS NOT NULL
     AND EXISTS (SELECT 1 FROM verse_strongs s
                 WHERE s.version_code = ${version} AND s.ord = v.ord AND s.strongs = ANY(${numbers}::text[]) AND s.position < 0)`;

/** Reads of the `verses` table (owned by the importer; read-only here). Every query is parameterised. */
@Injectable()
export class VersesRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** The verses with these ords, in the order given. */
  async byOrds(versionCode: string, ords: number[], withMarkup: boolean): Promise<VerseRow[]> {
    if (ords.length === 0) return [];
    const rows: VerseRow[] = await this.db.query(versesByOrdsSql('$1', '$2', withMarkup), [
      versionCode,
      ords,
    ]);
    return inOrdOrder(rows, ords);
  }

  async one(versionCode: string, ord: number, withMarkup = false): Promise<VerseRow | undefined> {
    return (await this.byOrds(versionCode, [ord], withMarkup))[0];
  }

  async chapter(versionCode: string, book: number, chapter: number): Promise<VerseRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS}, v.heading, v.markup FROM verses v
       WHERE v.version_code = $1 AND v.ord BETWEEN $2 AND $3 ORDER BY v.ord`,
      [versionCode, book * 1_000_000 + chapter * 1_000, book * 1_000_000 + chapter * 1_000 + 999],
    );
  }

  /** The ords of a page of the verses of several ranges, range by range in the order given, with the exact total. */
  async ordsInRanges(
    versionCode: string,
    ranges: OrdRange[],
    limit: number,
    offset: number,
  ): Promise<{ total: number; ords: number[] }> {
    const sql = `
      WITH r AS (SELECT * FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS r(lo, hi, n)),
      hits AS MATERIALIZED (
        SELECT r.n, v.ord FROM r JOIN verses v ON v.version_code = $1 AND v.ord BETWEEN r.lo AND r.hi)
      SELECT (SELECT count(*) FROM hits)::int AS total,
             ARRAY(SELECT ord FROM hits ORDER BY n, ord LIMIT $4 OFFSET $5) AS ords`;
    const [row] = await this.db.query(sql, [
      versionCode,
      ranges.map((r) => r.from),
      ranges.map((r) => r.to),
      limit,
      offset,
    ]);
    return { total: row.total, ords: (row.ords as number[]).map(Number) };
  }

  /** Verses tagged with any of these numbers (one Strong's number and its augmented forms), counted from the concordance. */
  async taggedWith(
    versionCode: string,
    numbers: string[],
    limit: number,
    offset: number,
  ): Promise<{ total: number; ords: number[] }> {
    const [row] = await this.db.query(
      `WITH hits AS MATERIALIZED (
         SELECT DISTINCT ord FROM verse_strongs WHERE version_code = $1 AND strongs = ANY($2::text[]))
       SELECT (SELECT count(*) FROM hits)::int AS total, ARRAY(SELECT ord FROM hits ORDER BY ord LIMIT $3 OFFSET $4) AS ords`,
      [versionCode, numbers, limit, offset],
    );
    return { total: row.total, ords: (row.ords as number[]).map(Number) };
  }

  /**
   * The titles (Psalm superscriptions) of those of these verses whose title carries one of the numbers
   * (concordance positions below 0): a hit that lies in a title is shown with it.
   */
  async titlesTaggedWith(
    versionCode: string,
    ords: readonly number[],
    numbers: readonly string[],
  ): Promise<Map<number, string>> {
    if (ords.length === 0 || numbers.length === 0) return new Map();
    const rows: TitleRow[] = await this.db.query(titlesTaggedWithSql('$1', '$2', '$3'), [
      versionCode,
      ords,
      numbers,
    ]);
    return titlesByOrd(rows);
  }

  /** The text of each group of ranges, verses joined by a space; groups with no verse are absent. */
  async textsByGroup(
    versionCode: string,
    ranges: (OrdRange & { group: number })[],
  ): Promise<Map<number, string>> {
    if (ranges.length === 0) return new Map();
    const rows: { grp: number; text: string }[] = await this.db.query(
      `SELECT r.grp, string_agg(v.text, ' ' ORDER BY r.n, v.ord) AS text
       FROM unnest($2::int[], $3::int[], $4::int[]) WITH ORDINALITY AS r(lo, hi, grp, n)
       JOIN verses v ON v.version_code = $1 AND v.ord BETWEEN r.lo AND r.hi AND v.text <> ''
       GROUP BY r.grp`,
      [versionCode, ranges.map((r) => r.from), ranges.map((r) => r.to), ranges.map((r) => r.group)],
    );
    return new Map(rows.map((r) => [r.grp, r.text]));
  }
}

export type TaggedWordRow = Pick<VerseStrongsRow, 'ord' | 'word'>;

/** A verse's title, read only where it has one. */
export type TitleRow = Pick<VersesRow, 'ord'> & { heading: NonNullable<VersesRow['heading']> };

/** Rows read by ord, in the order of `ords` (a verse not found is left out). */
export function inOrdOrder<T extends { ord: number }>(rows: readonly T[], ords: readonly number[]): T[] {
  const byOrd = new Map(rows.map((r) => [r.ord, r]));
  return ords.map((ord) => byOrd.get(ord)).filter((r): r is T => r !== undefined);
}

export function wordsByOrd(rows: readonly TaggedWordRow[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const { ord, word } of rows) out.set(ord, [...(out.get(ord) ?? []), word]);
  return out;
}

export function titlesByOrd(rows: readonly TitleRow[]): Map<number, string> {
  return new Map(rows.map((r) => [r.ord, r.heading]));
}
