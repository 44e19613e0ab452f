/**
 * A commentary entry as our own structure: blocks of text runs. Markup from the source never
 * reaches a reader; each run is plain text with at most these marks.
 */
export interface CommentaryRun {
  text: string;
  bold?: true;
  italic?: true;
  /** A reference link ('Nu 21:6-9'): the passage the reader opens, checked against the KJV catalogue. */
  link?: CommentaryLink;
  /** A word tagged with a Strong's number ('ἀπόλλυμι' → 'G622'). */
  strongs?: string;
}

export interface CommentaryLink {
  book: number;
  chapter: number;
  verse: number;
  endChapter: number;
  endVerse: number;
}

export type CommentaryBlockKind = 'heading' | 'paragraph' | 'item';

export interface CommentaryBlock {
  kind: CommentaryBlockKind;
  runs: CommentaryRun[];
  /** List items: 1 for the outer level, 2, 3 inside it. */
  indent?: number;
}

/** The plain text of blocks: runs joined, blocks separated by a blank line. */
export function commentaryPlainText(blocks: readonly CommentaryBlock[]): string {
  return blocks.map((block) => block.runs.map((run) => run.text).join('')).join('\n\n');
}
