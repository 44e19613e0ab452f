import type { SearchResultItem, VerseTokenView } from '@strongs/contracts';
import { formatReference, formatTaggedText, getBook } from '@strongs/scripture';
import type { VerseRow } from '../verses/verse-row';

export function verseReference(row: Pick<VerseRow, 'book' | 'chapter' | 'verse'>): string {
  return formatReference({ book: row.book, chapter: row.chapter, verse: row.verse });
}

/**
 * A search hit as the spec's result item: title is the reference, content is 'reference<TAB>text';
 * `heading` is the verse's title when the hit lies in it.
 */
export function toResultItem(
  versionCode: string,
  row: VerseRow,
  matched: string[],
  withTokens: boolean,
  heading?: string,
): SearchResultItem {
  const reference = verseReference(row);
  const item: SearchResultItem = {
    id: `${versionCode}-${row.book}-${row.chapter}-${row.verse}`,
    title: reference,
    content: `${reference}\t${row.text}`,
    text: row.text,
    sourceType: 'bible',
    book: row.book,
    bookName: getBook(row.book).name,
    chapter: row.chapter,
    verse: row.verse,
    reference,
    version: versionCode,
    matchedWords: matched,
  };
  if (heading) item.heading = heading;
  if (withTokens) {
    const tokens: VerseTokenView[] = row.markup?.tokens ?? [{ text: row.text }];
    item.tokens = tokens;
    item.taggedText = formatTaggedText(tokens);
  }
  return item;
}
