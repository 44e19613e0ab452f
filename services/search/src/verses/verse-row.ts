import type { VerseMarkup, VersesRow } from '@strongs/db';

/** A verse as the search service reads it: the title and markup only where a statement selects them. */
export interface VerseRow
  extends
    Pick<VersesRow, 'ord' | 'book' | 'chapter' | 'verse' | 'text'>,
    Partial<Pick<VersesRow, 'heading' | 'markup'>> {
  /** The WLC's ketiv/qere pairs of the verse (`markup.readings`), read with every hit; null elsewhere. */
  readings?: VerseMarkup['readings'] | null;
}
