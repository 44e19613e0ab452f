import { Injectable } from '@nestjs/common';
import { type CommentaryEntriesRow, ReadDatabase } from '@strongs/db';
import type { CommentaryPlaceRow } from './commentary-place';

/** An entry with one window of its blocks (`block_count` counts them all). */
export type CommentaryEntryRow = CommentaryPlaceRow & Pick<CommentaryEntriesRow, 'block_count' | 'blocks'>;

export interface BlockWindow {
  offset: number;
  limit: number;
}

@Injectable()
export class CommentariesRepository {
  constructor(private readonly db: ReadDatabase) {}

  /**
   * The entries of the given works that cover a verse (verse 0: the chapter's introduction), each with
   * one window of its blocks. One probe of the `(book, chapter, start_verse)` index.
   */
  covering(
    works: readonly string[],
    book: number,
    chapter: number,
    verse: number,
    window: BlockWindow,
  ): Promise<CommentaryEntryRow[]> {
    return this.db.query(
      `SELECT e.work_code, e.source_key, e.book, e.chapter, e.verse, e.start_verse, e.end_verse, e.block_count,
         coalesce((SELECT jsonb_agg(b.block ORDER BY b.n) FROM jsonb_array_elements(e.blocks) WITH ORDINALITY
                     AS b(block, n)
                   WHERE b.n > $5 AND b.n <= $5 + $6), '[]'::jsonb) AS blocks
       FROM commentary_entries e
       WHERE e.book = $2 AND e.chapter = $3 AND e.start_verse <= $4 AND e.end_verse >= $4
         AND e.work_code = ANY($1)
       ORDER BY e.work_code, e.start_verse, e.verse`,
      [works, book, chapter, verse, window.offset, window.limit],
    );
  }
}
