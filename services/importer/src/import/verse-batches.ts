import type { VerseRecord } from '@strongs/scripture';
import { verseOrd } from '@strongs/scripture';

export interface VerseRow {
  book: number;
  chapter: number;
  verse: number;
  ord: number;
  text: string;
  markup: VerseMarkup;
  heading: string | null;
}

/** What `verses.markup` holds: the tokens (with Strong's, italics, divine names, red letters) and notes. */
export interface VerseMarkup {
  tokens: VerseRecord['tokens'];
  notes?: string[];
  paragraph?: true;
}

export interface ConcordanceRow {
  ord: number;
  book: number;
  position: number;
  strongs: string;
  word: string;
}

export function toVerseRow(record: VerseRecord): VerseRow {
  const markup: VerseMarkup = { tokens: record.tokens };
  if (record.notes?.length) markup.notes = record.notes;
  if (record.paragraph) markup.paragraph = true;
  return {
    book: record.book,
    chapter: record.chapter,
    verse: record.verse,
    ord: verseOrd(record.book, record.chapter, record.verse),
    text: record.text,
    markup,
    heading: record.heading ?? null,
  };
}

/** One concordance row per tagged word and number: "H430 in 2,249 verses, 2,605 words" counts these. */
export function concordanceRows(row: VerseRow): ConcordanceRow[] {
  const rows: ConcordanceRow[] = [];
  row.markup.tokens.forEach((token, position) => {
    const numbers = new Set(token.strongs ?? []);
    for (const strongs of numbers) {
      rows.push({ ord: row.ord, book: row.book, position, strongs, word: token.text.trim() });
    }
  });
  return rows;
}
