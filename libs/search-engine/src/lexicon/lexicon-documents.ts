import type { SqlRunner } from '../sql-runner';
import {
  LEXICON_ENTRY_COLUMNS,
  type LexiconDocument,
  type LexiconDocumentSource,
  type LexiconEntryRow,
} from './lexicon-search-engine';

const BATCH = 5_000;

/**
 * Every entry with its inflected forms (from original_words) and its renderings in the tagged text
 * `renderingsVersion` (from translation_counts), read on `db` in number order. 14,197 entries: read at
 * once, handed out in batches.
 */
export function lexiconDocumentsFromDatabase(
  db: SqlRunner,
  renderingsVersion: string,
): LexiconDocumentSource {
  return async function* () {
    const entries: (LexiconEntryRow & { number: number; englishLexemes: string[] })[] = await db.query(
      `SELECT ${LEXICON_ENTRY_COLUMNS}, e.number, tsvector_to_array(e.search_vector) AS "englishLexemes"
       FROM lexicon_entries e ORDER BY e.language DESC, e.number`,
    );
    const forms: { strongs: string; forms: string[] }[] = await db.query(
      `SELECT w.strongs[1] AS strongs, array_agg(DISTINCT w.text_plain ORDER BY w.text_plain) AS forms
       FROM original_words w WHERE cardinality(w.strongs) > 0 GROUP BY 1`,
    );
    const renderings: {
      strongs: string;
      renderings: string[];
      renderingCounts: number[];
      frequency: number;
    }[] = await db.query(
      `SELECT strongs, array_agg(rendering ORDER BY rendering) AS renderings,
              array_agg(count ORDER BY rendering) AS "renderingCounts", sum(count)::int AS frequency
       FROM (SELECT strongs, lower(translation) AS rendering, sum(count)::int AS count
             FROM translation_counts WHERE version_code = $1 GROUP BY 1, 2) r
       GROUP BY strongs`,
      [renderingsVersion],
    );
    const formsOf = new Map(forms.map((f) => [f.strongs, f.forms]));
    const renderingsOf = new Map(renderings.map((r) => [r.strongs, r]));
    for (let i = 0; i < entries.length; i += BATCH) {
      yield entries.slice(i, i + BATCH).map((e): LexiconDocument => ({
        ...e,
        forms: formsOf.get(e.strongs) ?? [],
        renderings: renderingsOf.get(e.strongs)?.renderings ?? [],
        renderingCounts: renderingsOf.get(e.strongs)?.renderingCounts ?? [],
        frequency: renderingsOf.get(e.strongs)?.frequency ?? 0,
      }));
    }
  };
}
