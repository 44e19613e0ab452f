import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WordOfDayData } from './email-templates';

/** Picks the day's Hebrew word: a lexicon entry used in the KJV, with the first verse that uses it. */
@Injectable()
export class WordOfDayRepository {
  constructor(private readonly db: DataSource) {}

  async forDay(day: Date): Promise<WordOfDayData | null> {
    const dayNumber = Math.floor(day.getTime() / 86_400_000);
    const rows: (Omit<WordOfDayData, 'reference'> & { book: string; chapter: number; verse: number })[] =
      await this.db.query(
        `WITH words AS (
           SELECT e.strongs, e.lemma, e.transliteration, e.definition
           FROM lexicon_entries e
           WHERE e.language = 'hebrew' AND e.definition <> ''
             AND EXISTS (SELECT 1 FROM verse_strongs s WHERE s.strongs = e.strongs AND s.version_code = 'kjv')
         ), picked AS (
           SELECT * FROM words ORDER BY strongs OFFSET ($1::bigint % GREATEST((SELECT count(*) FROM words), 1)) LIMIT 1
         )
         SELECT p.strongs, p.lemma, p.transliteration, p.definition, b.name AS book, v.chapter, v.verse, v.text AS "verseText"
         FROM picked p
         JOIN LATERAL (SELECT ord FROM verse_strongs s WHERE s.strongs = p.strongs AND s.version_code = 'kjv' ORDER BY ord LIMIT 1) s ON true
         JOIN verses v ON v.version_code = 'kjv' AND v.ord = s.ord
         JOIN books b ON b.number = v.book`,
        [dayNumber],
      );
    const row = rows[0];
    if (!row) return null;
    return {
      strongs: row.strongs,
      lemma: row.lemma,
      transliteration: row.transliteration,
      definition: row.definition,
      verseText: row.verseText,
      reference: `${row.book} ${row.chapter}:${row.verse}`,
    };
  }
}
