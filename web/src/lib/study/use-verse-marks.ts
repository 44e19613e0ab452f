import { STUDY_VERSES_MAX, type HighlightColour, type SearchResultItem } from '@strongs/contracts';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useSessionUser } from '../api/get-user';
import { coversVerse } from './covers-verse';
import { readLocalStudy, subscribeLocalStudy } from './local-study';
import { listAfterMove } from './move-local-study';
import { studyKey, type StudyItems } from './study-api';
import { useMovedLocalStudy } from './use-study';

/** A KJV-numbered verse. */
export interface VerseKey {
  book: number;
  chapter: number;
  verse: number;
}

/** What the reader keeps on one verse, as a page of results shows it. */
export interface VerseMark {
  colour?: HighlightColour;
  notes: number;
}

const KINDS = ['highlights', 'notes'] as const;

/** Study items are numbered as in the KJV: a hit in a text numbered otherwise (the WLC) is its KJV verse. */
export const searchResultVerse = (r: SearchResultItem): VerseKey => ({
  book: r.book,
  chapter: r.kjvChapter ?? r.chapter,
  verse: r.kjvVerse ?? r.verse,
});

type Answers = { data?: unknown }[];

/**
 * The answers in query order (highlights, notes, highlights, …) as items. A function of the module, so
 * TanStack keeps its result while the answers are unchanged.
 */
const combineAnswers = (results: Answers): Pick<StudyItems, 'highlights' | 'notes'> => ({
  highlights: results.flatMap((r, i) => (i % 2 === 0 ? ((r.data as StudyItems['highlights']) ?? []) : [])),
  notes: results.flatMap((r, i) => (i % 2 === 1 ? ((r.data as StudyItems['notes']) ?? []) : [])),
});

const keyOf = (v: VerseKey) => `${v.book}.${v.chapter}.${v.verse}`;

/** The verses as `verses=` lists of at most STUDY_VERSES_MAX, one request per list and kind. */
function verseLists(verses: readonly VerseKey[]): string[] {
  const keys = [...new Set(verses.map(keyOf))];
  const lists: string[] = [];
  for (let i = 0; i < keys.length; i += STUDY_VERSES_MAX)
    lists.push(keys.slice(i, i + STUDY_VERSES_MAX).join(','));
  return lists;
}

function marksOf(items: Pick<StudyItems, 'highlights' | 'notes'>, verses: readonly VerseKey[]) {
  const marks = new Map<string, VerseMark>();
  for (const v of verses) {
    const covers = (i: { book: number; chapter: number; verse: number; endVerse: number }) =>
      i.book === v.book && i.chapter === v.chapter && coversVerse(i, v.verse);
    const colour = items.highlights.find(covers)?.colour;
    const notes = items.notes.filter(covers).length;
    if (colour || notes) marks.set(keyOf(v), { colour, notes });
  }
  return marks;
}

/**
 * The highlight colour and note count of each of `verses` (a page of search results, a comparison):
 * the account's, asked for those verses only, else this browser's.
 */
export function useVerseMarks(verses: readonly VerseKey[]): (verse: VerseKey) => VerseMark | undefined {
  const session = useSessionUser();
  const signedIn = Boolean(session.data);
  useMovedLocalStudy(signedIn);
  const local = useSyncExternalStore(subscribeLocalStudy, readLocalStudy);
  const lists = useMemo(() => verseLists(verses), [verses]);
  const remote = useQueries({
    queries: lists.flatMap((list) =>
      KINDS.map((kind) => ({
        queryKey: studyKey(kind, { verses: list }),
        queryFn: ({ signal }: { signal: AbortSignal }) => listAfterMove(kind, { verses: list }, signal),
        enabled: signedIn,
      })),
    ),
    combine: combineAnswers,
  });
  const marks = useMemo(() => marksOf(signedIn ? remote : local, verses), [signedIn, remote, local, verses]);
  return (verse) => marks.get(keyOf(verse));
}
