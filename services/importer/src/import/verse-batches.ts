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
  /** Tagged words of a canonical title (Psalm superscriptions); their tags count in the concordance. */
  headingTokens?: VerseRecord['tokens'];
  notes?: string[];
  /** WLC ketiv/qere pairs: the search index adds the qere words (see the qere-search migration). */
  readings?: VerseRecord['readings'];
  /** An epistle's subscription, printed after the verse. */
  subscription?: string;
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
  if (record.headingTokens?.length) markup.headingTokens = record.headingTokens;
  if (record.notes?.length) markup.notes = record.notes;
  if (record.readings?.length) markup.readings = record.readings;
  if (record.subscription) markup.subscription = record.subscription;
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

/** Title words take negative positions so that they never collide with the verse's own tokens. */
const headingPosition = (index: number): number => -(index + 1);

/**
 * One concordance row per tagged word and number, titles included: "H430 in 2,249 verses, 2,605 words"
 * counts these (Psalm 90:1 has H430 only in its title).
 */
export function concordanceRows(row: VerseRow): ConcordanceRow[] {
  const rows: ConcordanceRow[] = [];
  const add = (token: VerseRecord['tokens'][number], position: number): void => {
    for (const strongs of new Set(token.strongs ?? [])) {
      rows.push({ ord: row.ord, book: row.book, position, strongs, word: token.text.trim() });
    }
  };
  row.markup.headingTokens?.forEach((token, index) => add(token, headingPosition(index)));
  row.markup.tokens.forEach((token, position) => add(token, position));
  return rows;
}
