// Static local data of the Hebrew learning pages (spec §3). Audio is null everywhere: no recordings exist.

export const PHRASE_CATEGORIES = [
  'Greetings',
  'Common Phrases',
  'Questions',
  'Directions',
  'Shopping',
  'Dining',
] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];

export interface HebrewPhrase {
  id: number;
  category: PhraseCategory;
  hebrew: string;
  english: string;
  transliteration: string;
  audioUrl: string | null;
}

export const BINYANIM = ["Pa'al", "Pi'el", "Hif'il", "Hitpa'el", "Nif'al", "Pu'al", "Huf'al"] as const;
export type Binyan = (typeof BINYANIM)[number];

export interface HebrewVerb {
  id: number;
  root: string;
  /** Null only for the passive binyanim Pu'al and Huf'al, which have no infinitive in use. */
  infinitive: string | null;
  english: string;
  pastFirstPerson: string;
  /** Present tense, masculine singular (the same form serves "I", "you" and "he"). */
  presentFirstPerson: string;
  futureFirstPerson: string;
  binyan: Binyan;
  transliterations: { infinitive: string | null; past: string; present: string; future: string };
  audioUrl: string | null;
}

export interface HebrewLetter {
  id: number;
  letter: string;
  name: string;
  transliteration: string;
  pronunciation: string;
  /** Only kaf, mem, nun, pe and tsadi have a final (sofit) form. */
  finalForm: string | null;
  numericValue: number;
  audioUrl: string | null;
}

export interface HebrewNumber {
  value: number;
  /** The feminine form, used for counting and for numbers on their own (אחת, שתיים...). */
  hebrew: string;
  transliteration: string;
  /** The masculine form (with masculine nouns); the same word from 20 upwards. */
  masculine: string;
  masculineTransliteration: string;
  /** The number written with letters (gematria), with geresh/gershayim as in dates and chapter numbers. */
  letters: string;
  /** Strong's entry of the biblical number word. */
  strongsNumber: string;
}
