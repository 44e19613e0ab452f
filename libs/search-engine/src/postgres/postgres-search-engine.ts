import type { SearchQuery } from '../query/query-ast';
import type {
  IndexProgress,
  IndexReport,
  SearchEngine,
  VerseDocumentSource,
  VerseSearchPage,
  VerseSearchRequest,
} from '../search-engine';
import { runStatement, type SqlRunner } from '../sql-runner';
import { countStatement, searchStatement } from './verse-search-sql';

const SUGGESTION_MIN_SIMILARITY = 0.3;

/**
 * Each statement that writes a version's index rows first takes a lock on the version ($1) for its own
 * transaction: two overlapping re-index jobs then take turns statement by statement instead of
 * deadlocking on each other's rows. Each job still writes every book after its own delete, so the last
 * one leaves the version complete.
 */
const VERSION_LOCK = `version_lock AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtext('verse_search'), hashtext($1)))`;

/**
 * Postgres full text over `verse_search` (see the search-index migration). Triggers keep that table in
 * step with `verses` inside the importer's transaction, so indexing is usually already done: this
 * engine's indexVersion only rebuilds a version whose index rows do not match its verses.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  constructor(private readonly db: SqlRunner) {}

  async indexVersion(
    versionCode: string,
    _source: VerseDocumentSource,
    onProgress?: (progress: IndexProgress) => Promise<void> | void,
  ): Promise<IndexReport> {
    const [{ verses, indexed }] = await this.db.query(
      `SELECT (SELECT count(*) FROM verses WHERE version_code = $1)::int AS verses,
              (SELECT count(*) FROM verse_search WHERE version_code = $1)::int AS indexed`,
      [versionCode],
    );
    if (verses === indexed) return { versionCode, indexed };
    await this.dropVersion(versionCode);
    let done = 0;
    const books: { book: number }[] = await this.db.query(
      `SELECT DISTINCT book FROM verses WHERE version_code = $1 ORDER BY book`,
      [versionCode],
    );
    for (const { book } of books) {
      // One book per statement: batches small enough to report progress, large enough to be cheap.
      const [{ n }] = await this.db.query(
        `WITH ${VERSION_LOCK}, ins AS (
           INSERT INTO verse_search (version_code, ord, document)
           SELECT v.version_code, v.ord, search_document(verse_search_text(v.text, v.markup)) FROM verses v, version_lock
           WHERE v.version_code = $1 AND v.book = $2
           ON CONFLICT (version_code, ord) DO UPDATE SET document = EXCLUDED.document
           RETURNING 1)
         SELECT count(*)::int AS n FROM ins`,
        [versionCode, book],
      );
      done += n;
      await onProgress?.({ versionCode, indexed: done });
    }
    return { versionCode, indexed: done };
  }

  async dropVersion(versionCode: string): Promise<void> {
    await this.db.query(
      `WITH ${VERSION_LOCK} DELETE FROM verse_search s USING version_lock WHERE s.version_code = $1`,
      [versionCode],
    );
  }

  async indexedCount(versionCode: string): Promise<number> {
    const [{ n }] = await this.db.query(
      `SELECT count(*)::int AS n FROM verse_search WHERE version_code = $1`,
      [versionCode],
    );
    return n;
  }

  async search(request: VerseSearchRequest): Promise<VerseSearchPage> {
    const statement = searchStatement(
      request.versionCode,
      request.query,
      request.page,
      request.perPage,
      request.sort ?? 'canonical',
    );
    const [row] = await runStatement(this.db, statement);
    return { total: row.total, ords: row.ords.map(Number), sort: row.ranked ? 'relevance' : 'canonical' };
  }

  async count(versionCode: string, query: SearchQuery): Promise<number> {
    const { sql, params } = countStatement(versionCode, query);
    const [row] = await this.db.query(sql, params);
    return row.total;
  }

  async suggestWords(versionCode: string, words: readonly string[]): Promise<Map<string, string>> {
    if (words.length === 0) return new Map();
    const rows: { input: string; word: string }[] = await this.db.query(
      `SELECT w.input, best.word FROM unnest($2::text[]) AS w(input)
       CROSS JOIN LATERAL (
         SELECT word FROM search_words
         WHERE word % w.input AND version_code = $1 AND similarity(word, w.input) >= $3
         ORDER BY similarity(word, w.input) DESC, verses DESC, word LIMIT 1) best`,
      [versionCode, [...new Set(words)], SUGGESTION_MIN_SIMILARITY],
    );
    return new Map(rows.map((r) => [r.input, r.word]));
  }

  async close(): Promise<void> {
    // The connection belongs to the caller.
  }
}
