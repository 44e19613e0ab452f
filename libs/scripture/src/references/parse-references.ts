import { findBook, versesInChapter } from '../books/catalogue';
import { ReferenceParseError, UnknownReferenceError } from '../errors';
import { createParser, type BcvEntity, type BcvParser } from './bcv-parser';
import type { VerseRange, VerseRef } from './verse-range';

/** The parser's marker for "to the end" when it does not validate chapters and verses. */
const OPEN_END = 999;
/** Characters that may be left between references ('Gen 1:1; Jn 3:16'). */
const SEPARATOR = /^[\s,;.&+]*$/;

let withBooks: BcvParser | undefined;
let withoutBooks: BcvParser | undefined;

function parser(bookAlone: boolean): BcvParser {
  if (bookAlone) return (withBooks ??= createParser('full'));
  return (withoutBooks ??= createParser('ignore'));
}

/** The entities, or undefined unless they cover the whole text apart from separators. */
function entitiesCoveringAll(text: string, bookAlone: boolean): BcvEntity[] | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  let entities: BcvEntity[];
  try {
    entities = parser(bookAlone).parse(text).osis_and_indices();
  } catch {
    return undefined;
  }
  if (entities.length === 0) return undefined;
  let cursor = 0;
  for (const { indices } of entities) {
    if (!SEPARATOR.test(text.slice(cursor, indices[0]))) return undefined;
    cursor = Math.max(cursor, indices[1]);
  }
  return SEPARATOR.test(text.slice(cursor)) ? entities : undefined;
}

/** True when the whole input is one or more references with a chapter ('John 3:16', 'Genesis 2'), not a word query. */
export function looksLikeReference(text: string): boolean {
  return /\d/.test(text ?? '') && entitiesCoveringAll(text, false) !== undefined;
}

function parseOsisPoint(osis: string, input: string): VerseRef {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osis);
  const book = match ? findBook(match[1]) : undefined;
  if (!match || !book) throw new ReferenceParseError(input);
  return { book: book.number, chapter: Number(match[2]), verse: Number(match[3]) };
}

function closeOpenEnd(end: VerseRef): VerseRef {
  const book = findBook(end.book);
  const chapter = end.chapter === OPEN_END && book ? book.chapters : end.chapter;
  const verse = end.verse === OPEN_END ? versesInChapter(end.book, chapter) : end.verse;
  return { book: end.book, chapter, verse };
}

function exists(ref: VerseRef): boolean {
  return ref.verse >= 1 && ref.verse <= versesInChapter(ref.book, ref.chapter);
}

function toRange(osis: string, input: string): VerseRange {
  const [from, to = from] = osis.split('-');
  const start = parseOsisPoint(from, input);
  const end = closeOpenEnd(parseOsisPoint(to, input));
  if (!exists(start) || !exists(end)) throw new UnknownReferenceError(input.trim());
  return { start, end };
}

/**
 * 'Gen 1:1-3; Jn 3:16', 'Genesis 2', 'Rom 8', '1 Cor 13:4-7', 'John 3:16,18', 'Gen 1:30-2:3',
 * or a whole book ('Jude'), checked against the KJV catalogue.
 * Throws ReferenceParseError for text that is not references, UnknownReferenceError for
 * references to chapters or verses that do not exist ('Gen 51:1').
 */
export function parseReferences(text: string): VerseRange[] {
  const entities = entitiesCoveringAll(text, true);
  if (!entities) throw new ReferenceParseError(String(text));
  const ranges: VerseRange[] = [];
  for (const entity of entities) {
    for (const osis of entity.osis.split(',')) {
      if (osis) ranges.push(toRange(osis, text));
    }
  }
  if (ranges.length === 0) throw new ReferenceParseError(text);
  return ranges;
}
