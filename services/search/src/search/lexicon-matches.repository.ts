import { Injectable } from '@nestjs/common';
import type { LexiconMatch } from '@strongs/contracts';
import { ReadDatabase } from '@strongs/db';

const MAX_MATCHES = 5;

/**
 * Dictionary entries a single search word names: by headword without points or accents ('αγαπη'),
 * by loose transliteration ('agape', 'reshith'), or as an inflected form of the original texts
 * ('בראשית' is בְּ + רֵאשִׁית). Every branch is an index lookup.
 */
@Injectable()
export class LexiconMatchesRepository {
  constructor(private readonly db: ReadDatabase) {}

  async find(folded: string, latin: string | undefined): Promise<LexiconMatch[]> {
    const rows: { strongs: string; lemma: string; transliteration: string }[] = await this.db.query(
      `WITH hits AS (
         SELECT e.strongs, 0 AS tier FROM lexicon_entries e WHERE e.lemma_plain = $1
         UNION ALL SELECT e.strongs, 1 FROM lexicon_entries e WHERE $2::text IS NOT NULL AND e.transliteration_loose = lexicon_fold_transliteration($2)
         UNION ALL SELECT w.strongs[1], 2 FROM original_words w WHERE w.text_plain = $1 AND cardinality(w.strongs) > 0
       ), best AS (SELECT strongs, min(tier) AS tier FROM hits GROUP BY strongs)
       SELECT e.strongs, e.lemma, e.transliteration FROM best JOIN lexicon_entries e ON e.strongs = best.strongs
       ORDER BY best.tier, e.number LIMIT ${MAX_MATCHES}`,
      [folded, latin ?? null],
    );
    return rows.map((r) => ({
      strongsNumber: r.strongs,
      lemma: r.lemma,
      transliteration: r.transliteration,
    }));
  }
}
