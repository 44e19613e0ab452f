import type { StrongsLanguage } from '../strongs/strongs-number';

export type LexiconReferenceKind = 'derives_from' | 'same_root' | 'compare' | 'see';

export interface LexiconReference {
  strongs: string;
  kind: LexiconReferenceKind;
}

export interface LexiconRecord {
  strongs: string;
  language: StrongsLanguage;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  /** Derivation / origin text ('from the same as H7218 (רֹאשׁ);'). */
  origin: string;
  /** KJV renderings ('beginning, chief(-est), first(-fruits, part, time), principal thing.'). */
  usage: string;
  partOfSpeech?: string;
  references: LexiconReference[];
  aramaic?: boolean;
}
