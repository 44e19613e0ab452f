import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import type { VerseRecord } from '../markup/verse-token';
import { parseGreekTaggedWords, takeScrivener } from './greek-tagged-words';
import { greekVerse } from './greek-verse';
import { numberedLines, type LineSource } from './line-source';

const VERSE_START = /^(\d{1,3}):(\d{1,3})(?:\s|$)/;

/**
 * Reads one Textus Receptus `.UTR` file (Robinson's parsed TR; the book is not in the file, so
 * it is passed in). Verses start with 'c:v' at the beginning of a line, continuation lines start
 * with a space. Variants `| Stephanus | Scrivener |` resolve to Scrivener (the KJV's text);
 * `(c:v)` markers are ignored; `[ … ]` subscriptions go to notes.
 */
export async function* readTrUtr(lines: LineSource, bookNumber: number): AsyncGenerator<VerseRecord> {
  const book = findBook(bookNumber);
  if (!book) throw new ReaderError(0, `Unknown book: ${bookNumber}`);
  let current: { chapter: number; verse: number; line: number; text: string } | undefined;
  const finish = (): VerseRecord => {
    const verse = current!;
    try {
      const words = parseGreekTaggedWords(takeScrivener(verse.text), { tvm: true });
      return greekVerse(book.number, verse.chapter, verse.verse, words);
    } catch (error) {
      throw new ReaderError(verse.line, error instanceof Error ? error.message : String(error));
    }
  };
  for await (const { line, text } of numberedLines(lines)) {
    if (!text.trim()) continue;
    const start = VERSE_START.exec(text);
    if (start) {
      if (current) yield finish();
      current = {
        chapter: Number(start[1]),
        verse: Number(start[2]),
        line,
        text: text.slice(start[0].length),
      };
    } else if (/^\s/.test(text) && current) {
      current.text += ` ${text}`;
    } else {
      throw new ReaderError(line, `Expected 'chapter:verse' or a continuation line: ${text.slice(0, 40)}`);
    }
  }
  if (current) yield finish();
}
