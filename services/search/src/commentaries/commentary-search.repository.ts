import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import type { CommentaryPlaceRow } from './commentary-place';

/** Around each match in a snippet; neither character occurs in the commentaries. */
export const MATCH_START = '⟦';
export const MATCH_END = '⟧';

export interface CommentarySearchRow extends CommentaryPlaceRow {
  snippet: string;
  total: number;
}

@Injectable()
export class CommentarySearchRepository {
  constructor(private readonly db: ReadDatabase) {}

  /**
   * One page of the entries whose text matches the query (Postgres full text, English stemming), in canonical
   * order, each with a snippet around its matches; snippets are made for the page's rows only.
   */
  search(
    query: string,
    works: readonly string[],
    limit: number,
    offset: number,
  ): Promise<CommentarySearchRow[]> {
    return this.db.query(
      `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS query),
       page AS (
         SELECT e.id, count(*) OVER ()::int AS total
         FROM commentary_entries e, q
         WHERE e.search_vector @@ q.query AND e.work_code = ANY($2)
         ORDER BY e.book, e.chapter, e.verse, e.work_code
         LIMIT $3 OFFSET $4)
       SELECT e.work_code, e.source_key, e.book, e.chapter, e.verse, e.start_verse, e.end_verse, page.total,
         ts_headline('english', e.plain_text, q.query,
           'StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "')
           AS snippet
       FROM page JOIN commentary_entries e ON e.id = page.id, q
       ORDER BY e.book, e.chapter, e.verse, e.work_code`,
      [query, works, limit, offset],
    );
  }
}
