import type { LexiconMatch } from '@strongs/contracts';

const MAX_MATCHES = 5;

export interface LexiconMatchRow {
  strongs: string;
  lemma: string;
  transliteration: string;
}

/**
 * Dictionary entries a single search word names: by headword without points or accents ('αγαπη') as
 * `folded`, by loose transliteration ('agape', 'reshith') as `latin` (null: not Latin letters), or as an
 * inflected form of the original texts ('בראשית' is בְּ + רֵאשִׁית). Every branch is an index lookup.
 */
export const lexiconMatchesSql = (folded: string, latin: string): string =>
  `WITH hits AS (
     SELECT e.strongs, 0 AS tier FROM lexicon_entries e WHERE e.lemma_plain = ${folded}
     UNION ALL SELECT e.strongs, 1 FROM lexicon_entries e WHERE ${latin}::text IS NOT NULL AND e.transliteration_loose = lexicon_fold_transliteration(${latin})
     UNION ALL SELECT w.strongs[1], 2 FROM original_words w WHERE w.text_plain = ${folded} AND cardinality(w.strongs) > 0
   ), best AS (SELECT strongs, min(tier) AS tier FROM hits GROUP BY strongs)
   SELECT e.strongs, e.lemma, e.transliteration FROM best JOIN lexicon_entries e ON e.strongs = best.strongs
   ORDER BY best.tier, e.number LIMIT ${MAX_MATCHES}`;

export function toLexiconMatch(row: LexiconMatchRow): LexiconMatch {
  return { strongsNumber: row.strongs, lemma: row.lemma, transliteration: row.transliteration };
}
