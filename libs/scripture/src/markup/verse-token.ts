/**
 * One run of verse text with uniform markup. Joining every token's text gives the verse's
 * plain text exactly, so the spaces and punctuation between words are untagged tokens.
 */
export interface VerseToken {
  text: string;
  /** Normalised Strong's numbers ('H7225', 'G26'). */
  strongs?: string[];
  morph?: string;
  /** The source's raw lemma attribute (OSHB 'b/7225'). */
  lemma?: string;
  /** Words the translators added (KJV italics, transChange type="added"). */
  added?: boolean;
  /** divineName: LORD / GOD in small capitals. */
  divine?: boolean;
  /** Words of Jesus (red letters). */
  red?: boolean;
}

/** A WLC ketiv (the written word or words, as printed in the text) and its qere (what is read, pointed). */
export interface KetivQere {
  /** Empty for a qere without ketiv (read, not written). */
  ketiv: string;
  qere: string;
}

export interface VerseRecord {
  book: number;
  chapter: number;
  verse: number;
  text: string;
  tokens: VerseToken[];
  notes?: string[];
  /** The WLC's ketiv/qere pairs, so that the qere the text does not print can be searched and shown. */
  readings?: KetivQere[];
  heading?: string;
  /** Tokens of the heading when it is tagged (the KJV's canonical Psalm titles). */
  headingTokens?: VerseToken[];
  /** Printed after the verse: the subscription closing an epistle in the KJV. */
  subscription?: string;
  /** The verse starts a paragraph (a pilcrow in the source). */
  paragraph?: boolean;
}
