import type { VerseRange } from '../references/verse-range';

/** A verse, a range within one chapter, or a whole chapter a topic cites, in KJV numbering. */
export interface TopicVerseReference extends VerseRange {
  /** The source cited the chapter as a whole ("Nu 17"): `start` is its first verse, `end` its last. */
  wholeChapter: boolean;
}

/** A "See GOD" link to another topic, as the source names it. */
export interface TopicLink {
  /** The topic name the link points at (`Nave:GOD` → `GOD`), spaces tidied. */
  target: string;
  /** The link's own text. */
  label: string;
  /** The topic it leads to, or null when no topic of the work has that name (the source has such links). */
  slug: string | null;
}

/**
 * One line of a topic: a sub-topic ("OF MAN FOR GOD", "1. A judge of Israel") at level 0, or an item listed
 * under it at level 1. Plain text only: the source markup never passes through.
 */
export interface SubTopicRecord {
  level: 0 | 1;
  /** The line's words without its verse references ("Lineage of"); may be empty when it is references only. */
  label: string;
  references: TopicVerseReference[];
  links: TopicLink[];
}

export interface TopicRecord {
  /** The topic's name as the source keys it (`LOVE`, `ANGEL (A SPIRIT)`). */
  name: string;
  /** Unique within the work and stable while the file is: `love`, `angel-a-spirit`, `sin-2` for a second SIN. */
  slug: string;
  subTopics: SubTopicRecord[];
}
