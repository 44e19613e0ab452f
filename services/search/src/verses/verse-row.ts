import type { VerseTokenView } from '@strongs/contracts';

/** A WLC ketiv/qere pair as the importer keeps it in `verses.markup.readings`. */
export interface KetivQere {
  ketiv: string;
  qere: string;
}

export interface VerseMarkup {
  tokens?: VerseTokenView[];
  notes?: string[];
  subscription?: string;
  paragraph?: boolean;
}

export interface VerseRow {
  ord: number;
  book: number;
  chapter: number;
  verse: number;
  text: string;
  heading?: string | null;
  markup?: VerseMarkup;
  /** The WLC's ketiv/qere pairs of the verse (`markup.readings`), read with every hit; null elsewhere. */
  readings?: KetivQere[] | null;
}
