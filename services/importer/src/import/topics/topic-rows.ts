import { verseOrd, type TopicRecord } from '@strongs/scripture';

export interface TopicRow {
  position: number;
  slug: string;
  name: string;
  name_folded: string;
  head_word: string;
  sub_topic_count: number;
  reference_count: number;
  unit_count: number;
}

export interface SubTopicRow {
  topic: number;
  position: number;
  level: number;
  label: string;
  first_unit: number;
  unit_count: number;
}

export interface VerseRefRow {
  topic: number;
  sub_topic_position: number;
  unit: number;
  start_ord: number;
  end_ord: number;
  whole_chapter: boolean;
}

export interface LinkRow {
  topic: number;
  sub_topic_position: number;
  position: number;
  target: string;
  label: string;
  target_slug: string | null;
}

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
