import { findBook, versesInChapter } from '../books/catalogue';
import { ReaderError } from '../errors';
import { impEntries } from '../readers/imp-entries';
import type { LineSource } from '../readers/line-source';
import type { CommentaryBlock } from './commentary-content';
import { parseCommentaryMarkup } from './commentary-markup';

/**
 * How far a keyed comment reaches. `passage`: SWORD stores a comment on a passage once, at its first
 * verse, and links the following verses to it up to the next keyed comment of the chapter, so the
 * comment covers its verse to the verse before the next key, or to the chapter's end (MHCC, the
 * Treasury of David). The heading a comment states ("Verses 1-8") is kept as text, not used: MHCC's
 * John 3:1 says "Verses 1-8" but holds the comment on 1-21 (the next key is 3:22), and SWORD shows it
 * for every verse up to 3:21. `verse`: a note on one verse (Scofield).
 */
export type CommentarySpan = 'passage' | 'verse';

export interface CommentaryEntryRecord {
  /** The source's key, as written ('John 3:1', 'Psalms 23:1', 'Jude 1:0'). */
  key: string;
  book: number;
  /** 0 with verse 0 for a book introduction. */
  chapter: number;
  /** 0 for a chapter (or book) introduction. */
  verse: number;
  /** The verses the comment covers, in `chapter`; both 0 for an introduction. */
  startVerse: number;
  endVerse: number;
  blocks: CommentaryBlock[];
}

const KEY = /^(.+?)\s+(\d{1,3}):(\d{1,3})$/;

interface Keyed {
  key: string;
  book: number;
  chapter: number;
  verse: number;
  blocks: CommentaryBlock[];
}

function* withRanges(chapter: Keyed[], span: CommentarySpan): Generator<CommentaryEntryRecord> {
  const verses = chapter.filter((k) => k.verse > 0);
  for (const entry of chapter) {
    const { key, book, verse, blocks } = entry;
    if (!blocks.length) continue;
    let endVerse = verse;
    if (verse > 0 && span === 'passage') {
      const next = verses.find((k) => k.verse > verse);
      endVerse = next ? next.verse - 1 : Math.max(verse, versesInChapter(book, entry.chapter));
    }
    yield { key, book, chapter: entry.chapter, verse, startVerse: verse, endVerse, blocks };
  }
}

/**
 * Reads a SWORD commentary exported with mod2imp (`$$$John 3:1` + OSIS markup) into entries with
 * the verses each covers and its text as blocks of runs. Keys whose markup holds no text (milestones,
 * the module and testament headings) are not yielded, but still end the passage before them. Keys must come in canonical order, as mod2imp
 * writes them; a key that is not `Book C:V` or names a book outside the 66 is a ReaderError.
 */
export async function* readImpCommentary(
  lines: LineSource,
  span: CommentarySpan,
): AsyncGenerator<CommentaryEntryRecord> {
  let chapter: Keyed[] = [];
  let lastOrder = -1;
  for await (const entry of impEntries(lines)) {
    if (/^\[.*\]$/.test(entry.key)) continue;
    const match = KEY.exec(entry.key);
    const book = match && findBook(match[1]);
    if (!match || !book) throw new ReaderError(entry.line, `Not a commentary key: ${entry.key.slice(0, 80)}`);
    const keyed: Keyed = {
      key: entry.key,
      book: book.number,
      chapter: Number(match[2]),
      verse: Number(match[3]),
      blocks: parseCommentaryMarkup(entry.body),
    };
    const order = (keyed.book * 1000 + keyed.chapter) * 1000 + keyed.verse;
    if (order <= lastOrder) throw new ReaderError(entry.line, `Key out of order: ${entry.key}`);
    lastOrder = order;
    const head = chapter[0];
    if (head && (head.book !== keyed.book || head.chapter !== keyed.chapter)) {
      yield* withRanges(chapter, span);
      chapter = [];
    }
    chapter.push(keyed);
  }
  yield* withRanges(chapter, span);
}
