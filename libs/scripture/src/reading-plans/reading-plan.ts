import { findBook } from '../books/catalogue';
import { formatReference } from '../references/format-reference';
import { balanceDays, pieceVerses, type ChapterPiece } from './balance-days';
import { findReadingPlan, type ReadingPlanSpec } from './plan-catalogue';

/** Verses of one book read in a row: `chapter:verse` to `endChapter:endVerse`, KJV numbering. */
export interface PlanPassage {
  book: number;
  chapter: number;
  verse: number;
  endChapter: number;
  endVerse: number;
  /** 'Genesis 1–3', 'Psalms 119:1–88', 'Ruth 4'. */
  label: string;
}

export interface TrackReading {
  track: string;
  passages: PlanPassage[];
  verses: number;
  /** The passages' labels joined: 'Ruth 4; 1 Samuel 1–2'. */
  label: string;
}

export interface PlanDay {
  /** 1-based. */
  day: number;
  readings: TrackReading[];
}

export interface ReadingPlan extends ReadingPlanSpec {
  /** Verses per track: every verse of the track's scope once. */
  trackVerses: number[];
  schedule: PlanDay[];
}

/** 'Genesis 1-3' as a reader writes it: an en dash between numbers. */
const withDashes = (reference: string) => reference.replace(/(\d)-(\d)/g, '$1–$2');

function scopeChapters(books: readonly (readonly [number, number])[]): ChapterPiece[] {
  const pieces: ChapterPiece[] = [];
  for (const [first, last] of books)
    for (let book = first; book <= last; book++) {
      const info = findBook(book);
      if (!info) throw new RangeError(`No book ${book}`);
      info.versesPerChapter.forEach((verses, i) =>
        pieces.push({ book, chapter: i + 1, from: 1, to: verses }),
      );
    }
  return pieces;
}

/** A day's pieces as passages: consecutive pieces of one book become one passage. */
function toPassages(pieces: readonly ChapterPiece[]): PlanPassage[] {
  const passages: Omit<PlanPassage, 'label'>[] = [];
  for (const p of pieces) {
    const last = passages[passages.length - 1];
    const follows =
      last &&
      last.book === p.book &&
      ((last.endChapter === p.chapter && last.endVerse + 1 === p.from) ||
        (last.endChapter + 1 === p.chapter &&
          p.from === 1 &&
          last.endVerse === lastVerse(p.book, last.endChapter)));
    if (follows) {
      last.endChapter = p.chapter;
      last.endVerse = p.to;
    } else
      passages.push({
        book: p.book,
        chapter: p.chapter,
        verse: p.from,
        endChapter: p.chapter,
        endVerse: p.to,
      });
  }
  return passages.map((p) => ({
    ...p,
    label: withDashes(
      formatReference({
        start: { book: p.book, chapter: p.chapter, verse: p.verse },
        end: { book: p.book, chapter: p.endChapter, verse: p.endVerse },
      }),
    ),
  }));
}

const lastVerse = (book: number, chapter: number) => findBook(book)?.versesPerChapter[chapter - 1] ?? 0;

const versesIn = (pieces: readonly ChapterPiece[]) => pieces.reduce((sum, c) => sum + pieceVerses(c), 0);

/**
 * What a reader weighs before starting a plan (the API's catalogue entry): how long it runs and about how
 * much a day asks, from its scope alone, without generating its days.
 */
export function readingPlanFacts(spec: ReadingPlanSpec) {
  const verses = spec.tracks.reduce((sum, track) => sum + versesIn(scopeChapters(track.books)), 0);
  return {
    slug: spec.slug,
    title: spec.title,
    description: spec.description,
    days: spec.days,
    tracks: spec.tracks.map((t) => t.name),
    versesPerDay: Math.round(verses / spec.days),
  };
}

function generate(spec: ReadingPlanSpec): ReadingPlan {
  const tracks = spec.tracks.map((track) => {
    const chapters = scopeChapters(track.books);
    return { chapters, days: balanceDays(chapters, spec.days) };
  });
  const schedule = Array.from({ length: spec.days }, (_, i) => ({
    day: i + 1,
    readings: spec.tracks.map((track, t) => {
      const pieces = tracks[t].days[i];
      const passages = toPassages(pieces);
      return {
        track: track.name,
        passages,
        verses: pieces.reduce((sum, p) => sum + pieceVerses(p), 0),
        label: passages.map((p) => p.label).join('; '),
      };
    }),
  }));
  return {
    ...spec,
    trackVerses: tracks.map((t) => versesIn(t.chapters)),
    schedule,
  };
}

const generated = new Map<string, ReadingPlan>();

/** The plan's days, computed once per process (the same every time: the tests pin a few days). */
export function readingPlan(slug: string): ReadingPlan | undefined {
  const cached = generated.get(slug);
  if (cached) return cached;
  const spec = findReadingPlan(slug);
  if (!spec) return undefined;
  const plan = generate(spec);
  generated.set(slug, plan);
  return plan;
}
