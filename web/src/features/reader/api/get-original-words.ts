import { useQueries } from '@tanstack/react-query';
import type { ChapterResponse, InterlinearWord } from '@strongs/contracts';
import { interlinearChapterQueryOptions, isOriginalEdition } from '../../../lib/interlinear';

/** The KJV chapters a chapter of a text numbered its own way is made of (WLC Malachi 3 is KJV Malachi 3 and 4). */
export function kjvChaptersOf(chapter: ChapterResponse): number[] {
  const chapters = new Set<number>();
  for (const verse of chapter.verses) {
    if (!verse.kjvReference) chapters.add(chapter.chapter);
    for (const m of verse.kjvReference?.matchAll(/(\d+):\d+/g) ?? []) chapters.add(Number(m[1]));
  }
  return [...chapters].sort((a, b) => a - b);
}

/** Words keyed by the verse they belong to in the text's own numbering ('Malachi 3:19'), in source order. */
export type OriginalWordsByVerse = Map<string, InterlinearWord[]>;

/**
 * The interlinear words of a WLC, TR or Byzantine chapter as the reader shows it, for the hover parsing.
 * Undefined for other versions and while loading. The interlinear answers KJV verses, so the chapters those
 * verses fall in are read and their words regrouped under the text's own verses.
 */
export function useOriginalWords(
  chapter: ChapterResponse | undefined,
  enabled: boolean,
): OriginalWordsByVerse | undefined {
  const active = enabled && !!chapter && isOriginalEdition(chapter.version);
  const kjvChapters = active && chapter ? kjvChaptersOf(chapter) : [];
  return useQueries({
    queries: kjvChapters.map((c) =>
      interlinearChapterQueryOptions(chapter!.book.number, c, chapter!.version),
    ),
    combine: (results) => {
      if (!active || results.some((r) => !r.data)) return undefined;
      const byVerse: OriginalWordsByVerse = new Map();
      const seen = new Set<string>();
      for (const verse of results.flatMap((r) => r.data!.verses)) {
        for (const word of verse.words) {
          // A source verse split between two KJV verses (1 Kings 18:34) comes with both.
          const key = `${word.originalReference}#${word.position}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const list = byVerse.get(word.originalReference) ?? [];
          list.push(word);
          byVerse.set(word.originalReference, list);
        }
      }
      for (const list of byVerse.values()) list.sort((a, b) => a.position - b.position);
      return byVerse;
    },
  });
}
