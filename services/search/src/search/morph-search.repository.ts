import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';

/** One original word the filter must meet: all its features, its Strong's numbers and its plain form. */
export interface MorphWordFilter {
  versionCode: string;
  features: string[];
  strongs: string[];
  /** Folded form (no points or accents); with `prefix`, any form starting with it. */
  word?: string;
  prefix?: boolean;
  fromOrd?: number;
  toOrd?: number;
}

class WordWhere {
  readonly params: unknown[] = [];
  readonly parts: string[] = [];

  constructor(filter: MorphWordFilter) {
    this.parts.push(`w.version_code = ${this.add(filter.versionCode)}`);
    this.parts.push(`w.morph_features @> ${this.add(filter.features)}::text[]`);
    if (filter.strongs.length) this.parts.push(`w.strongs @> ${this.add(filter.strongs)}::text[]`);
    if (filter.word !== undefined) {
      this.parts.push(
        filter.prefix
          ? `w.text_plain LIKE ${this.add(`${filter.word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`
          : `w.text_plain = ${this.add(filter.word)}`,
      );
    }
    if (filter.fromOrd !== undefined && filter.toOrd !== undefined) {
      this.parts.push(`w.ord BETWEEN ${this.add(filter.fromOrd)} AND ${this.add(filter.toOrd)}`);
    }
  }

  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  toString(): string {
    return this.parts.join(' AND ');
  }
}

/** Morphology search over `original_words` (GIN on morph_features and strongs); bounded pages. */
@Injectable()
export class MorphSearchRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** Verses (own numbering, canonical order) with at least one word meeting the filter, and the exact total. */
  async verses(
    filter: MorphWordFilter,
    limit: number,
    offset: number,
  ): Promise<{ total: number; ords: number[] }> {
    const where = new WordWhere(filter);
    const rows: { ord: number; total: string }[] = await this.db.query(
      `WITH hits AS (SELECT DISTINCT w.ord FROM original_words w WHERE ${where})
       SELECT ord, count(*) OVER () AS total FROM hits ORDER BY ord LIMIT ${where.add(limit)} OFFSET ${where.add(offset)}`,
      where.params,
    );
    if (rows.length === 0 && offset > 0) return { total: await this.count(filter), ords: [] };
    return { total: rows.length ? Number(rows[0].total) : 0, ords: rows.map((r) => r.ord) };
  }

  async count(filter: MorphWordFilter): Promise<number> {
    const where = new WordWhere(filter);
    const [row]: { total: string }[] = await this.db.query(
      `SELECT count(DISTINCT w.ord) AS total FROM original_words w WHERE ${where}`,
      where.params,
    );
    return Number(row.total);
  }

  /** The printed forms of the words that met the filter in these verses: what the results highlight. */
  async matchedForms(filter: MorphWordFilter, ords: number[]): Promise<Map<number, string[]>> {
    if (!ords.length) return new Map();
    const where = new WordWhere(filter);
    const rows: { ord: number; forms: string[] }[] = await this.db.query(
      `SELECT w.ord, array_agg(w.text ORDER BY w.position) AS forms FROM original_words w
       WHERE ${where} AND w.ord = ANY(${where.add(ords)}::int[]) GROUP BY w.ord`,
      where.params,
    );
    return new Map(rows.map((r) => [r.ord, [...new Set(r.forms)]]));
  }
}
