export type Testament = 'OT' | 'NT';

export interface BookInfo {
  /** 1..66 in canonical order. */
  number: number;
  /** OSIS id: 'Gen', '1Sam', 'Song', 'Rev'. */
  osis: string;
  /** Display name: 'Genesis', '1 Samuel', 'Song of Solomon'. */
  name: string;
  /** Display abbreviation per the spec rule (see abbreviateBookName). */
  abbreviation: string;
  testament: Testament;
  chapters: number;
  /** KJV versification, index 0 = chapter 1. */
  versesPerChapter: readonly number[];
  aliases: readonly string[];
}
