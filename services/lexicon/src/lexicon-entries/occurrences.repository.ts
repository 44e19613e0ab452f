import { Injectable } from '@nestjs/common';
import type { VerseToken } from '@strongs/scripture';
import { DataSource } from 'typeorm';
import { KJV_VERSION } from '../shared/kjv';

export interface OccurrenceRow {
  book: number;
  chapter: number;
  verse: number;
  text: string;
  tokens: VerseToken[];
  /** verse_strongs.word of every tag of the number in the verse, in word order. */
  words: string[];
}

export interface BookCountRow {
  book: number;
  verses: number;
  words: number;
}

/** The KJV concordance (verse_strongs) read for one number. */
@Injectable()
export class OccurrencesRepository {
  constructor(private readonly db: DataSource) {}

  async countVerses(strongs: string): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(DISTINCT ord)::int AS n FROM verse_strongs WHERE strongs = $1 AND version_code = $2`,
      [strongs, KJV_VERSION],
    );
    return row.n;
  }

  async countByBook(strongs: string): Promise<BookCountRow[]> {
    return this.db.query(
      `SELECT book, count(DISTINCT ord)::int AS verses, count(*)::int AS words
       FROM verse_strongs WHERE strongs = $1 AND version_code = $2
       GROUP BY book ORDER BY book`,
      [strongs, KJV_VERSION],
    );
  }

  /** A page of verses in canonical order; the index on (strongs, version_code, ord) lets it stop early. */
  async page(strongs: string, limit: number, offset: number): Promise<OccurrenceRow[]> {
    return this.db.query(
      `WITH page AS (
         SELECT ord, array_agg(word ORDER BY position) AS words
         FROM verse_strongs WHERE strongs = $1 AND version_code = $2
         GROUP BY ord ORDER BY ord LIMIT $3 OFFSET $4
       )
       SELECT v.book, v.chapter, v.verse, v.text, v.markup -> 'tokens' AS tokens, p.words
       FROM page p JOIN verses v ON v.version_code = $2 AND v.ord = p.ord
       ORDER BY p.ord`,
      [strongs, KJV_VERSION, limit, offset],
    );
  }
}
