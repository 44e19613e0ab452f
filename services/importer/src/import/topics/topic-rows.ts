import type { TopicLinksRow, TopicsRow, TopicSubTopicsRow, TopicVerseRefsRow } from '@strongs/db';
import { verseOrd, type TopicRecord } from '@strongs/scripture';

/** A topic as the import writes it; its id and work are the database's and the statement's. */
export type TopicRow = Omit<TopicsRow, 'id' | 'work_code'>;

/** A child row keyed by its topic's position until the insert joins it to the topic's id. */
type KeyedByTopic<Row> = Omit<Row, 'topic_id'> & { topic: TopicsRow['position'] };

export type SubTopicRow = KeyedByTopic<TopicSubTopicsRow>;
export type VerseRefRow = KeyedByTopic<TopicVerseRefsRow>;
export type LinkRow = KeyedByTopic<TopicLinksRow>;

export interface TopicTableRows {
  topics: TopicRow[];
  subTopics: SubTopicRow[];
  verseRefs: VerseRefRow[];
  links: LinkRow[];
}

/** The name's first word, lower case ('LOVE' of "LOVE", 'abel' of "ABEL-BETH-MAACHAH"): what a one-word search meets. */
export function headWord(name: string): string {
  return /^[a-z']+/.exec(name.toLowerCase())?.[0] ?? '';
}

/**
 * The rows of the topic tables, keyed by positions (the topics' ids come from the database). A sub-topic is as
 * many page units as it has references, one when it has none; units are numbered through the topic.
 */
export function topicTableRows(records: readonly TopicRecord[]): TopicTableRows {
  const rows: TopicTableRows = { topics: [], subTopics: [], verseRefs: [], links: [] };
  records.forEach((record, topic) => {
    let unit = 0;
    let references = 0;
    record.subTopics.forEach((sub, position) => {
      const units = Math.max(1, sub.references.length);
      rows.subTopics.push({
        topic,
        position,
        level: sub.level,
        label: sub.label,
        first_unit: unit,
        unit_count: units,
      });
      sub.references.forEach((ref, i) =>
        rows.verseRefs.push({
          topic,
          sub_topic_position: position,
          unit: unit + i,
          start_ord: verseOrd(ref.start.book, ref.start.chapter, ref.start.verse),
          end_ord: verseOrd(ref.end.book, ref.end.chapter, ref.end.verse),
          whole_chapter: ref.wholeChapter,
        }),
      );
      sub.links.forEach((link, i) =>
        rows.links.push({
          topic,
          sub_topic_position: position,
          position: i,
          target: link.target,
          label: link.label,
          target_slug: link.slug,
        }),
      );
      unit += units;
      references += sub.references.length;
    });
    rows.topics.push({
      position: topic,
      slug: record.slug,
      name: record.name,
      name_folded: record.name.toLowerCase(),
      head_word: headWord(record.name),
      sub_topic_count: record.subTopics.length,
      reference_count: references,
      unit_count: unit,
    });
  });
  return rows;
}
