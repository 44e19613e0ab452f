import type { VerseRef } from '../books/verse-ord';

/**
 * A versification scheme: how a text numbers its chapters and verses. Every version has one;
 * references in URLs, search results and the concordance are KJV-numbered, and a text with another
 * scheme is paired with them through a mapping (VerseMapRow data, stored in `verse_mappings`).
 */
export type VersificationScheme = string;

/** The KJV (English) numbering: the site's reference numbering. */
export const KJV_SCHEME: VersificationScheme = 'kjv';
/** The Masoretic (Hebrew Bible) numbering of the Westminster Leningrad Codex. */
export const MT_SCHEME: VersificationScheme = 'mt';

/** The half of a verse a partial mapping covers ('a' the first part, 'b' the rest). */
export type VersePart = 'a' | 'b';

/** A verse, or one part of it, in some scheme. */
export interface SchemeVerse extends VerseRef {
  part?: VersePart;
}

/** full: the verses are the same text; partial: one starts in the middle of the other. */
export type MappingKind = 'full' | 'partial';

/** One row of a mapping between two schemes: `from` (the text's own scheme) is the same text as `to` (KJV). */
export interface VerseMapRow {
  from: SchemeVerse;
  to: SchemeVerse;
  kind: MappingKind;
}

/** text: the verse's own words; title: a Psalm superscription shown above KJV verse 1, not as its text. */
export type AlignedRole = 'text' | 'title';

/** A verse of the other scheme that (with the others in its list) makes up a verse of this one. */
export interface AlignedVerse extends SchemeVerse {
  kind: MappingKind;
  role: AlignedRole;
}
