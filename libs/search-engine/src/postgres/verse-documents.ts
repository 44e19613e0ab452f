import type { VerseDocument, VerseDocumentSource } from '../search-engine';
import type { SqlRunner } from '../sql-runner';

/**
 * A version's verses with their Strong's numbers, in canonical order and batches (keyset paging by ord); `text` is
 * what is searched (verse_search_text: the WLC's qere words after the verse's).
 */
export function verseDocumentsFromDatabase(
  db: SqlRunner,
  versionCode: string,
  batchSize = 5000,
): VerseDocumentSource {
  return async function* read(): AsyncGenerator<VerseDocument[]> {
    let after = 0;
    for (;;) {
      const rows: {
        ord: number;
        book: number;
        chapter: number;
        verse: number;
        text: string;
        strongs: string[];
      }[] = await db.query(
        `SELECT v.ord, v.book, v.chapter, v.verse, verse_search_text(v.text, v.markup) AS text,
                coalesce((SELECT array_agg(DISTINCT s.strongs) FROM verse_strongs s
                          WHERE s.version_code = v.version_code AND s.ord = v.ord), '{}') AS strongs
         FROM verses v WHERE v.version_code = $1 AND v.ord > $2 ORDER BY v.ord LIMIT $3`,
        [versionCode, after, batchSize],
      );
      if (rows.length === 0) return;
      yield rows.map((r) => ({ versionCode, ...r }));
      after = rows[rows.length - 1].ord;
      if (rows.length < batchSize) return;
    }
  };
}

/** The index's vocabulary, which the Meilisearch engine borrows for prefixes and "did you mean". */
export class PostgresVocabulary {
  constructor(private readonly db: SqlRunner) {}

  /** All of them: a prefix search that counted only the commonest expansions would come back short. */
  async wordsStartingWith(versionCode: string, prefix: string): Promise<string[]> {
    const rows: { word: string }[] = await this.db.query(
      `SELECT word FROM search_words WHERE version_code = $1 AND word LIKE $2 ORDER BY word`,
      [versionCode, prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'],
    );
    return rows.map((r) => r.word);
  }
}
