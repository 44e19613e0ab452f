import type { SharedVerse } from './shared-verse';

/** One word of an original-language text under a KJV verse. */
export interface InterlinearWord {
  /** The source's word number in its verse. */
  position: number;
  /** As printed (points and accents kept). */
  text: string;
  /** Without points, cantillation, accents or breathings. */
  textPlain: string;
  transliteration: string;
  /** The dictionary headword of the word's Strong's number ('רֵאשִׁית', 'ἀγάπη'); null for a bare prefix. */
  lemma: string | null;
  /** The source file's own lemma field: OSHB's ('b/7225'); the Greek files' numbers ('686 1065'). */
  sourceLemma: string;
  strongsNumber: string | null;
  /** Every lexical Strong's number of the word (Greek compounds have two). */
  strongsNumbers: string[];
  /** The source's code: OSHB ('HR/Ncfsa') or Robinson ('V-AAM-2P'). */
  morph: string;
  /** The code in plain English ('Verb, Qal, perfect, 3rd person masculine singular'). */
  morphDescription: string | null;
  /** The KJV words tagged with the word's Strong's number in this verse, else null. */
  gloss: string | null;
  /** WLC only: the written (ketiv) or read (qere) form of a variant. */
  variant: 'ketiv' | 'qere' | null;
  /** The original verse it belongs to, when a KJV verse is made of several ('Psalms 51:2'). */
  originalReference: string;
}

export interface InterlinearVerse {
  /** KJV reference ('Genesis 31:55'). */
  reference: string;
  /** The same text in the original's numbering ('Genesis 32:1'); several verses joined by '; '. */
  originalReference: string;
  language: 'hebrew' | 'aramaic' | 'greek';
  /** Version code of the edition: 'wlc', 'tr' or 'byz'. */
  edition: string;
  direction: 'ltr' | 'rtl';
  words: InterlinearWord[];
  /** Verses of the original that other KJV verses show too (present only when there are some). */
  sharedVerses?: SharedVerse[];
}

export interface InterlinearChapter {
  reference: string;
  edition: string;
  direction: 'ltr' | 'rtl';
  verses: (InterlinearVerse & { verse: number })[];
}
