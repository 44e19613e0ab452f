import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface OriginalWordRow {
  kjv_ord: number;
  ord: number;
  position: number;
  text: string;
  text_plain: string;
  transliteration: string;
  source_lemma: string;
  strongs: string[];
  morph: string;
  variant: 'ketiv' | 'qere' | null;
  lemma: string | null;
}

export interface GlossRow {
  ord: number;
  strongs: string;
  words: string;
}

/** Reads of `original_words` (written by the importer) and the KJV concordance rows that gloss them. */
@Injectable()
export class InterlinearRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The words of an original text under these KJV verses (through `kjv_ords`, so a renumbered or
   * split verse comes with the KJV verse it belongs to), in the text's order, with their headwords.
   */
  wordsUnderKjv(versionCode: string, kjvOrds: number[]): Promise<OriginalWordRow[]> {
    if (!kjvOrds.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT k.kjv_ord, w.ord, w.position, w.text, w.text_plain, w.transliteration, w.source_lemma, w.strongs, w.morph,
              w.variant, l.lemma
       FROM original_words w
       CROSS JOIN LATERAL unnest(w.kjv_ords) AS k(kjv_ord)
       LEFT JOIN lexicon_entries l ON l.strongs = w.strongs[1]
       WHERE w.version_code = $1 AND w.kjv_ords && $2::int[] AND k.kjv_ord = ANY($2::int[])
       ORDER BY k.kjv_ord, w.ord, w.position`,
      [versionCode, kjvOrds],
    );
  }

  /** The KJV words under each Strong's number in these KJV verses ('In the beginning' under H7225). */
  glosses(kjvOrds: number[]): Promise<GlossRow[]> {
    if (!kjvOrds.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT ord, strongs, string_agg(word, ' ' ORDER BY position) AS words
       FROM verse_strongs WHERE version_code = 'kjv' AND ord = ANY($1::int[]) AND position >= 0
       GROUP BY ord, strongs`,
      [kjvOrds],
    );
  }
}
