import type { VerseTokenView } from '@strongs/contracts';

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
}
