import type { VerseRef } from '../books/verse-ord';

export type { VerseRef } from '../books/verse-ord';

/** Inclusive range; a single verse has start equal to end. */
export interface VerseRange {
  start: VerseRef;
  end: VerseRef;
}

export function isVerseRange(x: VerseRef | VerseRange): x is VerseRange {
  return 'start' in x && 'end' in x;
}
