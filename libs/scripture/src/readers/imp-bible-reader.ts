import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import { newOsisFragmentState, parseOsisFragment } from '../markup/osis-fragment';
import type { VerseRecord } from '../markup/verse-token';
import { impEntries } from './imp-entries';
import type { LineSource } from './line-source';
import { atLine } from './reader-guard';

const VERSE_KEY = /^(.+?)\s+(\d{1,3}):(\d{1,3})$/;

/**
 * Reads a SWORD Bible exported with mod2imp (`$$$Genesis 1:1` + OSIS markup). Heading keys
 * (`:0`, `[ Module Heading ]`, `[ Testament N Heading ]`) and books outside the 66 (the WEB's
 * deuterocanon) are skipped. Any other key that is not `Book C:V` is a ReaderError.
 */
export async function* readImpBible(lines: LineSource): AsyncGenerator<VerseRecord> {
  const state = newOsisFragmentState();
  let line = 0;
  try {
    for await (const entry of impEntries(lines)) {
      line = entry.line;
      if (/^\[.*\]$/.test(entry.key)) continue;
      const match = VERSE_KEY.exec(entry.key);
      if (!match) throw new ReaderError(entry.line, `Not a verse key: ${entry.key.slice(0, 80)}`);
      const chapter = Number(match[2]);
      const verse = Number(match[3]);
      const book = findBook(match[1]);
      if (!book || chapter === 0 || verse === 0) continue;
      const fragment = atLine(entry.line, () => parseOsisFragment(entry.body, state));
      const record: VerseRecord = {
        book: book.number,
        chapter,
        verse,
        text: fragment.text,
        tokens: fragment.tokens,
      };
      if (fragment.notes.length) record.notes = fragment.notes;
      if (fragment.heading) record.heading = fragment.heading;
      if (fragment.subscription) record.subscription = fragment.subscription;
      if (fragment.headingTokens?.some((t) => t.strongs || t.divine))
        record.headingTokens = fragment.headingTokens;
      if (fragment.paragraph) record.paragraph = true;
      yield record;
    }
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError(line, error instanceof Error ? error.message : String(error));
  }
}
