import { Injectable } from '@nestjs/common';
import { type OriginalWordsRow, ReadDatabase } from '@strongs/db';

/** How often one printed text with one parsing carries the number. */
export interface FormCountRow extends Pick<
  OriginalWordsRow,
  'text' | 'text_plain' | 'transliteration' | 'morph'
> {
  count: number;
}

/** One word carrying the number, the KJV's English over it and the KJV verses it is in. */
export interface OccurrenceRow extends Pick<
  OriginalWordsRow,
  'ord' | 'position' | 'text' | 'transliteration' | 'morph' | 'variant' | 'english'
> {
  /** KJV verses made of this verse, text before Psalm titles; the verse's own number when none is listed. */
  kjv_ords: number[];
  total: number;
}

/** The printed texts and parsings a page is filtered to: one form's spellings under its accents. */
export interface OccurrenceFilter {
  texts: string[];
  morphs: string[];
}

/** Reads of `original_words` by Strong's number; every query starts from the `original_words_strongs` GIN index. */
@Injectable()
export class ConcordanceRepository {
  constructor(private readonly db: ReadDatabase) {}

  async formCounts(versionCode: string, strongs: string): Promise<FormCountRow[]> {
    const rows: FormCountRow[] = await this.db.query(
      `SELECT text, min(text_plain) AS text_plain, min(transliteration) AS transliteration, morph, count(*)::int AS count
       FROM original_words WHERE version_code = $1 AND strongs @> ARRAY[$2]::text[]
       GROUP BY text, morph`,
      [versionCode, strongs],
    );
    return rows;
  }

  /** One page of occurrences in the text's own canonical order. */
  async occurrences(
    versionCode: string,
    strongs: string,
    filter: OccurrenceFilter | null,
    limit: number,
    offset: number,
  ): Promise<OccurrenceRow[]> {
    const rows: OccurrenceRow[] = await this.db.query(
      `WITH occ AS (
         SELECT w.ord, w.position, w.text, w.transliteration, w.morph, w.variant, w.english
         FROM original_words w WHERE w.version_code = $1 AND w.strongs @> ARRAY[$2]::text[]),
       page AS (
         SELECT occ.*, count(*) OVER ()::int AS total FROM occ
         WHERE $3::text[] IS NULL OR (occ.text = ANY($3::text[]) AND occ.morph = ANY($4::text[]))
         ORDER BY occ.ord, occ.position LIMIT $5 OFFSET $6)
       SELECT page.*, coalesce(m.kjv_ords, ARRAY[page.ord]) AS kjv_ords
       FROM page
       LEFT JOIN LATERAL (
         SELECT array_agg(vm.from_ord ORDER BY vm.role = 'title', vm.from_ord) AS kjv_ords
         FROM versions v JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = v.versification AND vm.to_ord = page.ord
         WHERE v.code = $1) m ON true
       ORDER BY page.ord, page.position`,
      [versionCode, strongs, filter?.texts ?? null, filter?.morphs ?? null, limit, offset],
    );
    return rows;
  }
}
