import { Injectable } from '@nestjs/common';
import { ReadDatabase, type VerseMarkup, type VerseStrongsRow, type VersesRow } from '@strongs/db';
import { KJV_VERSION } from '../shared/kjv';

export interface OccurrenceRow extends Pick<VersesRow, 'book' | 'chapter' | 'verse' | 'text'> {
  tokens: VerseMarkup['tokens'];
  /** verse_strongs.word of every tag of the number in the verse, in word order. */
  words: VerseStrongsRow['word'][];
  /** The verse's title when the number is tagged in it (Psalm superscriptions). */
  heading: VersesRow['heading'];
}

export interface BookCountRow {
  book: number;
  verses: number;
  words: number;
}

/** How many verses and words of each book (of version $2) are tagged with $1. */
export const BOOK_COUNTS_SQL = `SELECT book, count(DISTINCT ord)::int AS verses, count(*)::int AS words
  FROM verse_strongs WHERE strongs = $1 AND version_code = $2
  GROUP BY book ORDER BY book`;

/** The KJV concordance (verse_strongs) read for one number. */
@Injectable()
export class OccurrencesRepository {
  constructor(private readonly db: ReadDatabase) {}

  async countVerses(strongs: string): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(DISTINCT ord)::int AS n FROM verse_strongs WHERE strongs = $1 AND version_code = $2`,
      [strongs, KJV_VERSION],
    );
    return row.n;
  }

  /** A page of verses in canonical order; the index on (strongs, version_code, ord) lets it stop early. */
  async page(strongs: string, limit: number, offset: number): Promise<OccurrenceRow[]> {
    return this.db.query(OCCURRENCE_PAGE_SQL, [strongs, KJV_VERSION, limit, offset]);
  }

  /** The hits of a number in these verses (canonical order), read as `page` reads them. */
  async at(strongs: string, ords: readonly number[]): Promise<OccurrenceRow[]> {
    return this.db.query(hitsSql('AND ord = ANY($3::int[])', ''), [strongs, KJV_VERSION, ords]);
  }
}

/** $3 verses, after the first $4, of those tagged with $1 in version $2 (canonical order). */
export const OCCURRENCE_PAGE_SQL = hitsSql('', 'ORDER BY ord LIMIT $3 OFFSET $4');

/**
 * The verses tagged with $1 in version $2, narrowed by `where` and chosen by `pick`; a verse whose title carries the number
 * (concordance positions below 0) brings its title along.
 */
function hitsSql(where: string, pick: string): string {
  return `WITH hits AS (
      SELECT ord, array_agg(word ORDER BY position) AS words, bool_or(position < 0) AS "inTitle"
      FROM verse_strongs WHERE strongs = $1 AND version_code = $2 ${where}
      GROUP BY ord ${pick}
    )
    SELECT v.book, v.chapter, v.verse, v.text, v.markup -> 'tokens' AS tokens, h.words,
           CASE WHEN h."inTitle" THEN v.heading END AS heading
    FROM hits h JOIN verses v ON v.version_code = $2 AND v.ord = h.ord
    ORDER BY h.ord`;
}
