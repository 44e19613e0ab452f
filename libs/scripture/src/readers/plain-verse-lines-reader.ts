import { findBook } from '../books/catalogue';
import type { VerseRecord } from '../markup/verse-token';
import { numberedLines, type LineSource } from './line-source';

export type PlainVerseLine = { record: VerseRecord } | { error: { line: number; message: string } };

interface Cells {
  book: string;
  chapter: string;
  verse: string;
  text: string;
}

/** 'a,"b, c",d' → ['a', 'b, c', 'd'] ('""' inside quotes is a quote). */
function csvCells(line: string): string[] | undefined {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= line.length) return undefined;
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          break;
        } else {
          value += line[i++];
        }
      }
      i++;
      cells.push(value);
      if (i < line.length && line[i] !== ',') return undefined;
      i++;
    } else {
      const end = line.indexOf(',', i);
      cells.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return cells;
}

function split(text: string): Cells | undefined {
  const delimited = (parts: string[] | undefined): Cells | undefined =>
    parts && parts.length >= 3
      ? { book: parts[0], chapter: parts[1], verse: parts[2], text: parts.slice(3).join(', ') }
      : undefined;
  if (text.includes('\t')) return delimited(text.split('\t'));
  if (/^[^|]+\|\s*\d+\s*\|\s*\d+\s*$/.test(text)) return delimited(text.split('|'));
  if (/^[^|]+\|\s*\d+\s*\|\s*\d+\s*\|/.test(text)) {
    const parts = text.split('|');
    return { book: parts[0], chapter: parts[1], verse: parts[2], text: parts.slice(3).join('|') };
  }
  if (/^[^,]+,\s*\d+\s*,\s*\d+\s*,/.test(text)) return delimited(csvCells(text));
  const spaced = /^(.+?)\s*(\d{1,3})[:.](\d{1,3})(?:\s+(.*))?$/.exec(text);
  return spaced
    ? { book: spaced[1], chapter: spaced[2], verse: spaced[3], text: spaced[4] ?? '' }
    : undefined;
}

function isHeader(cells: Cells | undefined, text: string): boolean {
  return /^\s*book\b/i.test(text) && (!cells || !/^\s*\d+\s*$/.test(cells.chapter));
}

/**
 * Reads a user-uploaded plain-text Bible, one verse per line, in any of: 'Gen 1:1 text',
 * 'Genesis 1:1 text', 'Genesis|1|1|text', TSV 'book⇥chapter⇥verse⇥text', CSV
 * 'book,chapter,verse,"text, with comma"'. Blank lines, '#' comments and a header row are
 * skipped; every other unreadable line is yielded as an error so the caller can report it.
 */
export async function* readPlainVerseLines(lines: LineSource): AsyncGenerator<PlainVerseLine> {
  for await (const { line, text } of numberedLines(lines)) {
    const trimmed = text.replace(/^\uFEFF/, '').trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const cells = split(trimmed);
    if (line === 1 && isHeader(cells, trimmed)) continue;
    if (!cells) {
      yield { error: { line, message: 'Not a verse line (expected "Book chapter:verse text")' } };
      continue;
    }
    const book = findBook(cells.book.trim());
    if (!book) {
      yield { error: { line, message: `Unknown book: ${cells.book.trim().slice(0, 40)}` } };
      continue;
    }
    const chapter = Number(cells.chapter.trim());
    const verse = Number(cells.verse.trim());
    if (
      !/^\d{1,3}$/.test(cells.chapter.trim()) ||
      !/^\d{1,3}$/.test(cells.verse.trim()) ||
      chapter === 0 ||
      verse === 0
    ) {
      yield {
        error: {
          line,
          message: `Bad chapter or verse: ${cells.chapter.trim()}:${cells.verse.trim()}`.slice(0, 80),
        },
      };
      continue;
    }
    // An empty verse (the ASV leaves 16 to its footnotes) is a verse with no text, not a bad line.
    const verseText = cells.text.replace(/\s+/g, ' ').trim();
    yield {
      record: {
        book: book.number,
        chapter,
        verse,
        text: verseText,
        tokens: verseText ? [{ text: verseText }] : [],
      },
    };
  }
}
