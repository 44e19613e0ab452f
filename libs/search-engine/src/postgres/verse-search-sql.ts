import type { SearchQuery } from '../query/query-ast';
import type { SearchSort } from '../search-engine';
import { strongsVariants, toTsqueryText } from './tsquery-text';

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const BOOK = 1_000_000;

/** Filters shared by text and Strong's searches; `alias` is the table whose `ord` is filtered. */
function commonFilters(query: SearchQuery, p: Params, version: string, alias: string, skipFirstStrongs: boolean): string[] {
  const where: string[] = [];
  if (query.scope) {
    where.push(`${alias}.ord BETWEEN ${p.add(query.scope.fromBook * BOOK)} AND ${p.add(query.scope.toBook * BOOK + 999_999)}`);
  }
  query.strongs.slice(skipFirstStrongs ? 1 : 0).forEach((number) => {
    where.push(`${alias}.ord IN (SELECT t.ord FROM verse_strongs t WHERE t.version_code = ${version} AND t.strongs = ANY(${p.add(strongsVariants(number))}))`);
  });
  if (query.excludedStrongs.length) {
    const numbers = p.add(query.excludedStrongs.flatMap(strongsVariants));
    where.push(`NOT EXISTS (SELECT 1 FROM verse_strongs x WHERE x.version_code = ${version} AND x.ord = ${alias}.ord AND x.strongs = ANY(${numbers}))`);
  }
  return where;
}

/** The matching verses as `hits(ord[, rank])`: from the tsvector index, or from the concordance for a Strong's number alone. */
function hitsSql(versionCode: string, query: SearchQuery, sort: SearchSort, p: Params): string {
  const version = p.add(versionCode);
  const tsquery = toTsqueryText(query);
  if (tsquery === undefined) {
    const first = p.add(strongsVariants(query.strongs[0]));
    const where = [`s.version_code = ${version}`, `s.strongs = ANY(${first})`, ...commonFilters(query, p, version, 's', true)];
    return `SELECT DISTINCT s.ord, 0::real AS rank FROM verse_strongs s WHERE ${where.join(' AND ')}`;
  }
  const tsq = p.add(tsquery);
  const rank = sort === 'relevance' ? `ts_rank_cd(s.document, ${tsq}::tsquery)` : '0::real';
  const where = [`s.version_code = ${version}`, `s.document @@ ${tsq}::tsquery`, ...commonFilters(query, p, version, 's', false)];
  return `SELECT s.ord, ${rank} AS rank FROM verse_search s WHERE ${where.join(' AND ')}`;
}

/** One round trip: the exact total and the ords of one page, from a single scan of the hits. */
export function searchStatement(versionCode: string, query: SearchQuery, page: number, perPage: number, sort: SearchSort): SqlStatement {
  const p = new Params();
  const hits = hitsSql(versionCode, query, sort, p);
  const order = sort === 'relevance' ? 'rank DESC, ord' : 'ord';
  const sql = `WITH hits AS MATERIALIZED (${hits})
    SELECT (SELECT count(*) FROM hits)::int AS total,
           ARRAY(SELECT ord FROM hits ORDER BY ${order} LIMIT ${p.add(perPage)} OFFSET ${p.add((page - 1) * perPage)}) AS ords`;
  return { sql, params: p.values };
}

export function countStatement(versionCode: string, query: SearchQuery): SqlStatement {
  const p = new Params();
  const hits = hitsSql(versionCode, query, 'canonical', p);
  return { sql: `SELECT count(*)::int AS total FROM (${hits}) hits`, params: p.values };
}
