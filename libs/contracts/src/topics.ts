/** Nave's Topical Bible (issue #29): `/api/topics`, served by the search service. */

export interface TopicVersePoint {
  book: number;
  chapter: number;
  verse: number;
}

/** The topical work's catalogue row: its credit and the generation every cached answer is keyed on. */
export interface TopicWorkCredit {
  code: string;
  name: string;
  shortName: string;
  source: string;
  licence: string;
  generation: number;
}

export interface TopicSummary {
  slug: string;
  name: string;
  subTopicCount: number;
  referenceCount: number;
}

/** `GET /api/topics?q=&letter=&page=&perPage=`: topics A–Z, by first letter or by words of the name. */
export interface TopicListResponse {
  topics: TopicSummary[];
  total: number;
  totalPages: number;
  currentPage: number;
  perPage: number;
  query: string;
  letter: string | null;
  /** The first letters that have topics, for the A–Z bar. */
  letters: string[];
  work: TopicWorkCredit;
}

export interface TopicVerseText extends TopicVersePoint {
  reference: string;
  text: string;
}

/** A verse, a range or a whole chapter a sub-topic cites, with the text of its first verses. */
export interface TopicVerseReference {
  reference: string;
  start: TopicVersePoint;
  end: TopicVersePoint;
  wholeChapter: boolean;
  /** The text of the first verses (at most `TOPIC_VERSES_PER_REFERENCE`) in the version asked for. */
  verses: TopicVerseText[];
  /** Verses of the reference beyond those given. */
  moreVerses: number;
}

/** A "See …" link to another topic; `slug` is null when the source names no topic that exists. */
export interface TopicLinkView {
  label: string;
  target: string;
  slug: string | null;
}

export interface TopicSubTopic {
  position: number;
  /** 0: a sub-topic; 1: an item listed under the sub-topic before it. */
  level: 0 | 1;
  label: string;
  /** The references on this page (a long sub-topic runs over several pages). */
  references: TopicVerseReference[];
  links: TopicLinkView[];
  /** Every reference of the sub-topic, on any page. */
  referenceCount: number;
  /** The sub-topic began on an earlier page. */
  continued: boolean;
}

/** `GET /api/topics/{slug}?version=&page=`: a page of the topic's sub-topics, at most `TOPIC_REFERENCES_PER_PAGE` references. */
export interface TopicResponse {
  slug: string;
  name: string;
  version: string;
  subTopics: TopicSubTopic[];
  subTopicCount: number;
  referenceCount: number;
  currentPage: number;
  totalPages: number;
  work: TopicWorkCredit;
}

export interface VerseTopic {
  slug: string;
  name: string;
  /** The sub-topics that cite the verse, in the topic's order (a label may be empty: a line of references only). */
  subTopics: { position: number; label: string }[];
}

/** `GET /api/topics/by-verse/{book}/{chapter}/{verse}`: the topics citing a KJV verse, alone or in a range. */
export interface VerseTopicsResponse {
  reference: string;
  topics: VerseTopic[];
  /** Every topic citing the verse; at most `VERSE_TOPICS_LIMIT` are listed. */
  total: number;
  work: TopicWorkCredit;
}

/** A topic named by a one-word search ('love' → LOVE). */
export interface TopicMatch {
  slug: string;
  name: string;
}

export const TOPIC_REFERENCES_PER_PAGE = 40;
export const TOPIC_VERSES_PER_REFERENCE = 5;
export const VERSE_TOPICS_LIMIT = 50;
