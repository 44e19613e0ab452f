import { BOOKS } from '../books/catalogue';
import type { VerseRef } from '../books/verse-ord';
import type { AlignedVerse } from './scheme';
import type { VersificationMap } from './versification-map';

/** One stored row: the `seq`-th verse of the scheme making up KJV verse `kjv`; `own` null when the scheme lacks it. */
export interface KjvAlignmentRow {
  kjv: VerseRef;
  seq: number;
  own: AlignedVerse | null;
}

function isSameVerse(kjv: VerseRef, aligned: AlignedVerse[]): boolean {
  const [only] = aligned;
  return (
    aligned.length === 1 &&
    only.role === 'text' &&
    only.kind === 'full' &&
    !only.part &&
    only.chapter === kjv.chapter &&
    only.verse === kjv.verse
  );
}

/**
 * The rows to store for a scheme: every KJV verse of these books whose text in the scheme is not simply
 * the verse of the same number (renumbered, split, with a Psalm title, or missing). A verse without rows
 * is the same verse in both schemes, so a scheme with no rows at all is the KJV's.
 */
export function kjvAlignment(map: VersificationMap, books: readonly number[]): KjvAlignmentRow[] {
  const rows: KjvAlignmentRow[] = [];
  for (const number of books) {
    BOOKS[number - 1].versesPerChapter.forEach((count, index) => {
      for (let verse = 1; verse <= count; verse++) {
        const kjv = { book: number, chapter: index + 1, verse };
        const aligned = map.fromKjv(kjv);
        if (isSameVerse(kjv, aligned)) continue;
        if (aligned.length === 0) rows.push({ kjv, seq: 0, own: null });
        aligned.forEach((own, seq) => rows.push({ kjv, seq, own }));
      }
    });
  }
  return rows;
}
