import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import type { VerseRecord } from '../markup/verse-token';
import { parseLemmaAttribute } from '../strongs/strongs-number';
import type { GreekWord } from './greek-tagged-words';
import { greekVerse } from './greek-verse';
import type { LineSource } from './line-source';
import { positiveInt, tsvRows } from './tsv-rows';

const KJV_EDITIONS = new Set(['both', 'scrivener']);

/**
 * Reads greek-tr/tr-words.tsv (one row per word) into verses: rows of edition both|scrivener
 * (the KJV's text), grouped by consecutive book/chapter/verse, `form_greek` words joined by
 * spaces with their strongs and morph; subscription words (of any edition) go to notes.
 */
export async function* readTrWordsTsv(lines: LineSource): AsyncGenerator<VerseRecord> {
  let current: { book: number; chapter: number; verse: number; words: GreekWord[] } | undefined;
  for await (const row of tsvRows(lines, [
    'book',
    'chapter',
    'verse',
    'edition',
    'form_greek',
    'strongs',
    'morph',
  ])) {
    const book = findBook(row.get('book'));
    if (!book) throw new ReaderError(row.line, `Unknown book: ${row.get('book').slice(0, 40)}`);
    const chapter = positiveInt(row.get('chapter'), 'chapter', row.line);
    const verse = positiveInt(row.get('verse'), 'verse', row.line);
    if (current && (current.book !== book.number || current.chapter !== chapter || current.verse !== verse)) {
      yield greekVerse(current.book, current.chapter, current.verse, current.words);
      current = undefined;
    }
    current ??= { book: book.number, chapter, verse, words: [] };
    const subscription = row.get('subscription').trim() === '1';
    // Subscriptions are Stephanus-only rows; kept (as notes) because the KJV prints them too.
    if (!KJV_EDITIONS.has(row.get('edition')) && !subscription) continue;
    const strongs = parseLemmaAttribute(
      row
        .get('strongs')
        .split(/\s+/)
        .filter(Boolean)
        .map((s) => `strong:${s}`)
        .join(' '),
    );
    const morph = row.get('morph').trim();
    current.words.push({
      text: row.get('form_greek').trim(),
      strongs,
      morph: morph || undefined,
      subscription,
    });
  }
  if (current) yield greekVerse(current.book, current.chapter, current.verse, current.words);
}
