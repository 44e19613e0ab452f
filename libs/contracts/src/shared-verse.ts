/**
 * A verse of an original text's own numbering that more than one KJV verse is made of (VerseMap.xml splits
 * WLC Psalm 13:6 over KJV 13:5 and 13:6): each of those KJV verses shows it whole, and says so.
 */
export interface SharedVerse {
  /** The shared verse in the original's numbering ('Psalms 13:6'). */
  originalReference: string;
  /** The other KJV verses that show it too ('Psalms 13:6' beside KJV 13:5). */
  alsoIn: string[];
}
