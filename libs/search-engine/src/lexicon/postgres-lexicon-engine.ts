import type { LexiconLanguage } from '@strongs/contracts';
import type { SqlRunner } from '../sql-runner';
import {
  LEXICON_ENTRY_COLUMNS,
  type LexiconEntryRow,
  type LexiconIndexReport,
  type LexiconSearchEngine,
  type LexiconSearchPage,
  type LexiconSearchRequest,
  type LexiconSearchTerms,
} from './lexicon-search-engine';
import { TIER_EXACT, TIER_NUMBER, TIER_PREFIX, TIER_WORDS } from './lexicon-tiers';
import { namedEntriesSql, type NamedEntry, type NamingTerms } from './named-entries';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Builds the WHERE and ranking of one search; every value is a bind parameter. */
class SearchSql {
  readonly params: unknown[] = [];
  readonly matches: string[] = [];
  readonly tiers: string[] = [];
  rank = '0::real';
  /**
   * For English words: how often the KJV renders the entry exactly as the query ('love': G26 86 times,
   * H157 75, θέλω G2309 once, H5690 'lovely' never) and how often it is rendered at all, from the KJV
   * translation counts.
   */
  frequencyJoin = '';
  glossRank = '0';
  frequencyRank = '0';

  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  constructor(terms: LexiconSearchTerms | undefined, renderingsVersion: string) {
    if (!terms) return;
    if (terms.numbers.length > 0) {
      const p = this.add(terms.numbers);
      this.matches.push(`e.strongs = ANY(${p}::text[])`);
      this.tiers.push(`WHEN e.strongs = ANY(${p}::text[]) THEN ${TIER_NUMBER}`);
    }
    this.addPrefixColumn('e.lemma_plain', terms.lemma);
    if (terms.lemma) {
      // An inflected form of the original texts names its entry too: 'בראשית' (בְּ + רֵאשִׁית) → H7225.
      const inflected = `e.strongs IN (SELECT w.strongs[1] FROM original_words w WHERE w.text_plain = ${this.add(terms.lemma)})`;
      this.matches.push(inflected);
      this.tiers.push(`WHEN ${inflected} THEN ${TIER_EXACT}`);
    }
    this.addPrefixColumn('e.transliteration_loose', terms.transliteration);
    if (terms.words) {
      const q = `websearch_to_tsquery('english', ${this.add(terms.words)})`;
      this.matches.push(`e.search_vector @@ ${q}`);
      this.tiers.push(`WHEN e.search_vector @@ ${q} THEN ${TIER_WORDS}`);
      this.rank = `ts_rank(e.search_vector, ${q})`;
      const gloss = this.add(terms.words.toLowerCase());
      this.frequencyJoin = `LEFT JOIN LATERAL (
           SELECT sum(tc.count) AS frequency,
                  coalesce(sum(tc.count) FILTER (WHERE lower(tc.translation) = ${gloss}), 0) AS gloss
           FROM translation_counts tc
           WHERE tc.strongs = e.strongs AND tc.version_code = ${this.add(renderingsVersion)}
         ) f ON TRUE`;
      this.glossRank = 'coalesce(f.gloss, 0)';
      this.frequencyRank = 'coalesce(f.frequency, 0)';
    }
  }

  private addPrefixColumn(column: string, value: string | undefined): void {
    if (!value) return;
    const exact = this.add(value);
    this.matches.push(`${column} LIKE ${this.add(`${escapeLike(value)}%`)}`);
    this.tiers.push(`WHEN ${column} = ${exact} THEN ${TIER_EXACT}`);
  }

  where(language: LexiconLanguage | undefined): string {
    const parts = [language ? `e.language = ${this.add(language)}` : 'TRUE'];
    if (this.matches.length > 0) parts.push(`(${this.matches.join(' OR ')})`);
    return parts.join(' AND ');
  }

  tier(): string {
    return this.tiers.length ? `CASE ${this.tiers.join(' ')} ELSE ${TIER_PREFIX} END` : '0';
  }
}

/**
 * Number, exact lemma, then English: the entries the KJV renders most often with the very word first,
 * then the most frequent entries.
 */
const orderBy = (t: string) =>
  `${t}.tier, ${t}.gloss DESC, ${t}.frequency DESC, ${t}.rank DESC, ${t}.language DESC, ${t}.number`;

/**
 * The embedded default: the lexicon table is the index (generated columns lemma_plain,
 * transliteration_loose and search_vector, see migration 1732000002000). `db` is where reads go:
 * the lexicon service passes its ReadDatabase, so searches are served by the read replicas.
 */
export class PostgresLexiconEngine implements LexiconSearchEngine {
  readonly name = 'postgres' as const;
  readonly namedBySql = namedEntriesSql;

  /** `renderingsVersion`: the tagged text whose translation counts rank English words ('kjv'). */
  constructor(
    private readonly db: SqlRunner,
    private readonly renderingsVersion: string,
  ) {}

  async search(request: LexiconSearchRequest): Promise<LexiconSearchPage> {
    const sql = new SearchSql(request.terms, this.renderingsVersion);
    if (request.terms && sql.matches.length === 0) return { rows: [], total: 0 };
    const where = sql.where(request.language);
    const tier = sql.tier();
    const limit = sql.add(request.limit);
    const offset = sql.add(request.offset);
    // Rank over the narrow hits first, then read the wide columns for one page only.
    const rows: (LexiconEntryRow & { total: number })[] = await this.db.query(
      `WITH hits AS (
         SELECT e.strongs, e.language, e.number, ${tier} AS tier, ${sql.glossRank} AS gloss,
                ${sql.frequencyRank} AS frequency, ${sql.rank} AS rank
         FROM lexicon_entries e ${sql.frequencyJoin} WHERE ${where}
       ), page AS (
         SELECT h.*, count(*) OVER () AS total FROM hits h
         ORDER BY ${orderBy('h')}
         LIMIT ${limit} OFFSET ${offset}
       )
       SELECT ${LEXICON_ENTRY_COLUMNS}, p.total::int AS total
       FROM page p JOIN lexicon_entries e ON e.strongs = p.strongs
       ORDER BY ${orderBy('p')}`,
      sql.params,
    );
    if (rows.length > 0 || request.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    return { rows: [], total: await this.count(request) };
  }

  namedBy(terms: NamingTerms, limit: number): Promise<NamedEntry[]> {
    return this.db.query(namedEntriesSql('$1', '$2', '$3'), [
      terms.lemma ?? null,
      terms.transliteration ?? null,
      limit,
    ]);
  }

  private async count(request: LexiconSearchRequest): Promise<number> {
    const sql = new SearchSql(request.terms, this.renderingsVersion);
    const where = sql.where(request.language);
    // The tier and gloss are selected so that every bound parameter is used (Postgres must type each one).
    const [row]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM (
         SELECT ${sql.tier()} AS tier, ${sql.glossRank} AS gloss
         FROM lexicon_entries e ${sql.frequencyJoin} WHERE ${where}) hits`,
      sql.params,
    );
    return row.total;
  }

  /** The generated columns keep the table searchable whatever writes it: nothing to build. */
  async rebuild(): Promise<LexiconIndexReport> {
    return { rebuilt: false, indexed: await this.indexedCount() };
  }

  async indexedCount(): Promise<number> {
    const [row]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM lexicon_entries`,
    );
    return row.total;
  }

  async close(): Promise<void> {
    // The connection belongs to the caller.
  }
}
