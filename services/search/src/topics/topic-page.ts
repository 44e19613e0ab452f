import type { TopicLinkView, TopicSubTopic, TopicVerseReference, TopicVerseText } from '@strongs/contracts';
import { formatReference, fromOrd, verseOrd, versesInChapter } from '@strongs/scripture';
import type { LinkRow, SubTopicRow, VerseRefRow } from './topics.repository';

/** The first `max` verses of a KJV range (ords) and how many it holds in all. */
export function rangeVerses(
  startOrd: number,
  endOrd: number,
  max: number,
): { ords: number[]; total: number } {
  const start = fromOrd(startOrd);
  const end = fromOrd(endOrd);
  const ords: number[] = [];
  let total = 0;
  for (let chapter = start.chapter; chapter <= end.chapter; chapter++) {
    const first = chapter === start.chapter ? start.verse : 1;
    const last = chapter === end.chapter ? end.verse : versesInChapter(start.book, chapter);
    for (let verse = first; verse <= last; verse++) {
      total++;
      if (ords.length < max) ords.push(verseOrd(start.book, chapter, verse));
    }
  }
  return { ords, total };
}

export function verseReference(
  row: Pick<VerseRefRow, 'start_ord' | 'end_ord' | 'whole_chapter'>,
  max: number,
  textOf: (ord: number) => string,
): TopicVerseReference {
  const start = fromOrd(row.start_ord);
  const end = fromOrd(row.end_ord);
  const { ords, total } = rangeVerses(row.start_ord, row.end_ord, max);
  const verses: TopicVerseText[] = ords.map((ord) => {
    const point = fromOrd(ord);
    return { ...point, reference: formatReference(point), text: textOf(ord) };
  });
  return {
    reference: formatReference({ start, end }),
    start,
    end,
    wholeChapter: row.whole_chapter,
    verses,
    moreVerses: total - verses.length,
  };
}

/** A page's sub-topics with the references and links on it, in order. */
export function pageSubTopics(
  subTopics: SubTopicRow[],
  references: Map<number, TopicVerseReference[]>,
  links: LinkRow[],
  firstUnit: number,
): TopicSubTopic[] {
  const linksOf = new Map<number, TopicLinkView[]>();
  for (const link of links) {
    const list = linksOf.get(link.sub_topic_position) ?? [];
    list.push({ label: link.label, target: link.target, slug: link.target_slug });
    linksOf.set(link.sub_topic_position, list);
  }
  return subTopics.map((s) => ({
    position: s.position,
    level: s.level,
    label: s.label,
    references: references.get(s.position) ?? [],
    links: linksOf.get(s.position) ?? [],
    referenceCount: s.reference_count,
    continued: s.first_unit < firstUnit,
  }));
}
