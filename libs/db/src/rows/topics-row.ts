/**
 * A row of `topics`, one topic of a topical work (Nave's): the importer writes it with its sub-topics,
 * references and links (the rows below), the search service's topic pages and topic matches read them.
 */
export interface TopicsRow {
  id: number;
  work_code: string;
  /** The topic's place in the source, which keys its child rows while they are written. */
  position: number;
  slug: string;
  name: string;
  /** The name in lower case: what the list filters and sorts by. */
  name_folded: string;
  /** The name's first word, lower case: what a one-word search meets. */
  head_word: string;
  sub_topic_count: number;
  reference_count: number;
  /** Page units through the topic: a sub-topic is as many as it has references, one when it has none. */
  unit_count: number;
}

/** A row of `topic_sub_topics`: one line of a topic, a sub-topic (level 0) or an item under it (level 1). */
export interface TopicSubTopicsRow {
  topic_id: number;
  position: number;
  level: 0 | 1;
  label: string;
  first_unit: number;
  unit_count: number;
}

/** A row of `topic_verse_refs`: one verse, range or chapter a sub-topic cites. */
export interface TopicVerseRefsRow {
  topic_id: number;
  sub_topic_position: number;
  unit: number;
  start_ord: number;
  end_ord: number;
  whole_chapter: boolean;
}

/** A row of `topic_links`: a "see also" from a sub-topic to another topic. */
export interface TopicLinksRow {
  topic_id: number;
  sub_topic_position: number;
  position: number;
  target: string;
  label: string;
  /** The slug of the topic the link names, when the work has one of that name. */
  target_slug: string | null;
}
