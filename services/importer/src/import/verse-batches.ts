import type { VerseMarkup, VersesRow, VerseStrongsRow } from '@strongs/db';
import type { VerseRecord } from '@strongs/scripture';
import { verseOrd } from '@strongs/scripture';

/** A verse as the import stages it: the row of `verses` but for its version and id. */
export type VerseRow = Omit<VersesRow, 'id' | 'version_code'>;

/** A concordance row as the import stages it, the version being the import's. */
export type ConcordanceRow = Omit<VerseStrongsRow, 'version_code'>;

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
