import type { SearchQuery } from '../query/query-ast';
import { MAX_RANKED_HITS, type SearchSort } from '../search-engine';
import type { SqlStatement } from '../sql-runner';
import { strongsVariants, toTsqueryText } from './tsquery-text';

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const BOOK = 1_000_000;

/** Filters shared by text and Strong's searches; `alias` is the table whose `ord` is filtered. */
function commonFilters(
  query: SearchQuery,
  p: Params,
  version: string,
  alias: string,
  skipFirstStrongs: boolean,
): string[] {
  const where: string[] = [];
  if (query.scope) {
    where.push(
      `${alias}.ord BETWEEN ${p.add(query.scope.fromBook * BOOK)} AND ${p.add(query.scope.toBook * BOOK + 999_999)}`,
    );
  }
  query.strongs.slice(skipFirstStrongs ? 1 : 0).forEach((number) => {
    where.push(
      `${alias}.ord IN (SELECT t.ord FROM verse_strongs t WHERE t.version_code = ${version} AND t.strongs = ANY(${p.add(strongsVariants(number))}))`,
    );
  });
  if (query.excludedStrongs.length) {
    const numbers = p.add(query.excludedStrongs.flatMap(strongsVariants));
    where.push(
      `NOT EXISTS (SELECT 1 FROM verse_strongs x WHERE x.version_code = ${version} AND x.ord = ${alias}.ord AND x.strongs = ANY(${numbers}))`,
    );
  }
  return where;
}

interface Hits {
  sql: string;
  version: string;
  /** The tsquery parameter, when the query has words. */
  tsq?: string;
  /**
   * Words alone, with no scope or Strong's filter: one bitmap scan of the tsvector index whatever the words,
   * the plan Postgres picks for 'the' and for 'propitiation' alike, so it can be planned once.
   */
  wordsAlone: boolean;
}

/** The matching verses as `hits(ord)`: from the tsvector index, or from the concordance for a Strong's number alone. */
function hitsSql(versionCode: string, query: SearchQuery, p: Params): Hits {
  const version = p.add(versionCode);
  const tsquery = toTsqueryText(query);
  if (tsquery === undefined) {
    const first = p.add(strongsVariants(query.strongs[0]));
    const where = [
      `s.version_code = ${version}`,
      `s.strongs = ANY(${first})`,
      ...commonFilters(query, p, version, 's', true),
    ];
    return {
      sql: `SELECT DISTINCT s.ord FROM verse_strongs s WHERE ${where.join(' AND ')}`,
      version,
      wordsAlone: false,
    };
  }
  const tsq = p.add(tsquery);
  const filters = commonFilters(query, p, version, 's', false);
  const where = [`s.version_code = ${version}`, `s.document @@ ${tsq}::tsquery`, ...filters];
  return {
    sql: `SELECT s.ord FROM verse_search s WHERE ${where.join(' AND ')}`,
    version,
    tsq,
    wordsAlone: filters.length === 0,
  };
}

/**
 * One round trip: the exact total, whether the page was ranked, and the ords of one page, from a single
 * scan of the hits. The ranked branch is an init plan that Postgres runs only when the CASE takes it.
 */
export function searchStatement(
  versionCode: string,
  query: SearchQuery,
  page: number,
  perPage: number,
  sort: SearchSort,
): SqlStatement {
  const p = new Params();
  const hits = hitsSql(versionCode, query, p);
  const limit = `LIMIT ${p.add(perPage)} OFFSET ${p.add((page - 1) * perPage)}`;
  const canonical = `ARRAY(SELECT ord FROM hits ORDER BY ord ${limit})`;
  if (sort !== 'relevance' || !hits.tsq) {
    const sql = `WITH hits AS MATERIALIZED (${hits.sql})
      SELECT (SELECT count(*) FROM hits)::int AS total, false AS ranked, ${canonical} AS ords`;
    return { sql, params: p.values, planOnce: hits.wordsAlone };
  }
  const ranked = `ARRAY(SELECT h.ord FROM hits h JOIN verse_search r ON r.version_code = ${hits.version} AND r.ord = h.ord
    ORDER BY ts_rank_cd(r.document, ${hits.tsq}::tsquery) DESC, h.ord ${limit})`;
  const sql = `WITH hits AS MATERIALIZED (${hits.sql}), n AS (SELECT count(*)::int AS total FROM hits)
    SELECT n.total, n.total <= ${p.add(MAX_RANKED_HITS)} AS ranked,
           CASE WHEN n.total <= ${p.add(MAX_RANKED_HITS)} THEN ${ranked} ELSE ${canonical} END AS ords
    FROM n`;
  return { sql, params: p.values };
}

export function countStatement(versionCode: string, query: SearchQuery): SqlStatement {
  const p = new Params();
  const hits = hitsSql(versionCode, query, p);
  return { sql: `SELECT count(*)::int AS total FROM (${hits.sql}) hits`, params: p.values };
}
