import { Injectable } from '@nestjs/common';
import { type OriginalWordsRow, ReadDatabase } from '@strongs/db';

/** A word as read under a KJV verse: the table's row with the KJV verse it falls under and its headword. */
export interface OriginalWordRow extends Omit<OriginalWordsRow, 'version_code' | 'morph_features'> {
  kjv_ord: number;
  lemma: string | null;
}

/** Reads of `original_words` (written by the importer) under KJV verses. */
@Injectable()
export class InterlinearRepository {
  constructor(private readonly db: ReadDatabase) {}

  /**
   * The words of an original text under these KJV verses, mapped into the text's own numbering through
   * `verse_mappings` as the verse reads do (a renumbered verse, a Psalm title, both halves of a split
   * verse), verse by verse in the order asked, with their headwords.
   */
  wordsUnderKjv(versionCode: string, kjvOrds: number[]): Promise<OriginalWordRow[]> {
    if (!kjvOrds.length) return Promise.resolve([]);
    return this.db.query(
      `WITH k AS (SELECT k, n FROM unnest($2::int[]) WITH ORDINALITY AS k(k, n)),
       s AS (SELECT versification AS scheme FROM versions WHERE code = $1),
       m AS (
         SELECT k.k AS kjv_ord, k.n, coalesce(vm.seq, 0) AS seq, CASE WHEN vm.from_ord IS NULL THEN k.k ELSE vm.to_ord END AS ord
         FROM k CROSS JOIN s
         LEFT JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = s.scheme AND vm.from_ord = k.k)
       SELECT m.kjv_ord, w.ord, w.position, w.text, w.text_plain, w.transliteration, w.source_lemma, w.strongs, w.morph,
              w.variant, w.english, l.lemma
       FROM m JOIN original_words w ON w.version_code = $1 AND w.ord = m.ord
       LEFT JOIN lexicon_entries l ON l.strongs = w.strongs[1]
       ORDER BY m.n, m.seq, w.position`,
      [versionCode, kjvOrds],
    );
  }
}
