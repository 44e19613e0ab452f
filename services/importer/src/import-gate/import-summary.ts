import type {
  BookCounts,
  ImportDifferences,
  ImportSummary,
  RewordedVerse,
  TextCounts,
} from '@strongs/contracts';
import { BOOKS, fromOrd, verseExists, type VerseRecord } from '@strongs/scripture';
import { concordanceRows, toVerseRow } from '../import/verse-batches';

/** What the installed generation of a slot holds, read from the live tables. */
export interface InstalledText {
  checksum: string | null;
  perBook: BookCounts[];
  /** ord → plain text of every installed verse. */
  texts: Map<number, string>;
}

/**
 * Counts a reader may know better than the verse list (a reader that drops references beyond the
 * versification, or keeps empty verses out): when given they replace the summary's own counts.
 */
export interface ReaderCounts {
  emptyVerses?: number;
  outsideVersification?: string[];
}

export interface SummaryInput {
  versionCode: string;
  fileName: string;
  checksum: string;
  records: readonly VerseRecord[];
  reader?: ReaderCounts;
  /** Defaults to the KJV versification of the book catalogue. */
  inVersification?: (book: number, chapter: number, verse: number) => boolean;
}

const SAMPLES = 10;
const REWORDED_SAMPLES = 5;
/** More than this share of the installed verses reworded is another text, not a corrected one: confirm it. */
export const REWORDED_SHARE_TO_CONFIRM = 0.02;
/** A verse that keeps less than this share of its words was cut, whatever the share of verses. */
const CUT_WORDS_SHARE = 2 / 3;
const SAMPLE_CHARS = 240;
const n = (value: number): string => value.toLocaleString('en-US');
const reference = (ord: number): string => {
  const ref = fromOrd(ord);
  return `${BOOKS[ref.book - 1]?.name ?? ref.book} ${ref.chapter}:${ref.verse}`;
};

export function totals(perBook: readonly BookCounts[]): TextCounts {
  return perBook.reduce<TextCounts>(
    (sum, b) => ({
      books: sum.books + (b.verses > 0 ? 1 : 0),
      chapters: sum.chapters + b.chapters,
      verses: sum.verses + b.verses,
      emptyVerses: sum.emptyVerses + b.emptyVerses,
      taggedWords: sum.taggedWords + b.taggedWords,
    }),
    { books: 0, chapters: 0, verses: 0, emptyVerses: 0, taggedWords: 0 },
  );
}

/** The dry-run summary of a parsed file against the installed text of its slot (token added by the gate). */
export function summariseImport(
  input: SummaryInput,
  installed: InstalledText | null,
): Omit<ImportSummary, 'token'> {
  const inVersification = input.inVersification ?? verseExists;
  const books = new Map<number, { chapters: Set<number>; verses: number; empty: number; tagged: number }>();
  const texts = new Map<number, string>();
  const outside: string[] = [];
  for (const record of input.records) {
    const row = toVerseRow(record);
    texts.set(row.ord, record.text);
    const book = books.get(record.book) ?? { chapters: new Set<number>(), verses: 0, empty: 0, tagged: 0 };
    books.set(record.book, book);
    book.chapters.add(record.chapter);
    book.verses++;
    if (!record.text.trim()) book.empty++;
    book.tagged += concordanceRows(row).length;
    if (!inVersification(record.book, record.chapter, record.verse)) outside.push(reference(row.ord));
  }
  const perBook: BookCounts[] = [...books.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, b]) => ({
      book: BOOKS[number - 1]?.osis ?? String(number),
      chapters: b.chapters.size,
      verses: b.verses,
      emptyVerses: b.empty,
      taggedWords: b.tagged,
    }));
  const file = totals(perBook);
  if (input.reader?.emptyVerses !== undefined) file.emptyVerses = input.reader.emptyVerses;
  const outsideAll = input.reader?.outsideVersification ?? outside;

  const installedCounts = installed ? { ...totals(installed.perBook), checksum: installed.checksum } : null;
  const differences =
    installed && installedCounts && installedCounts.verses > 0 ? compare(texts, perBook, installed) : null;
  const risks: string[] = [];
  if (installedCounts && differences) {
    if (file.verses < installedCounts.verses) {
      risks.push(
        `${n(file.verses)} verses would replace ${n(installedCounts.verses)} (${n(installedCounts.verses - file.verses)} fewer)`,
      );
    } else if (differences.versesRemoved > 0) {
      risks.push(
        `${n(differences.versesRemoved)} installed verses are not in the file (${differences.removedSamples.slice(0, 3).join(', ')}…)`,
      );
    }
    if (differences.missingBooks.length) {
      risks.push(
        `${differences.missingBooks.length} installed book${differences.missingBooks.length === 1 ? ' is' : 's are'} missing: ${differences.missingBooks.slice(0, 8).join(', ')}${differences.missingBooks.length > 8 ? ', …' : ''}`,
      );
    }
    if (differences.taggedWordsLost > 0) {
      risks.push(
        `Strong's tags: ${n(file.taggedWords)} tagged words would replace ${n(installedCounts.taggedWords)} (${n(differences.taggedWordsLost)} lost)`,
      );
    }
    const common = installedCounts.verses - differences.versesRemoved;
    if (common > 0 && differences.versesReworded > common * REWORDED_SHARE_TO_CONFIRM) {
      const share = ((differences.versesReworded / common) * 100).toFixed(1);
      risks.push(
        `${n(differences.versesReworded)} of ${n(common)} verses (${share} %) would change their wording`,
      );
    }
    if (differences.versesCut > 0) {
      const cut = differences.rewordedSamples
        .slice(0, Math.min(3, differences.versesCut))
        .map((v) => v.reference);
      risks.push(
        `${n(differences.versesCut)} verse${differences.versesCut === 1 ? '' : 's'} would lose a third or more of ${differences.versesCut === 1 ? 'its' : 'their'} words (${cut.join(', ')})`,
      );
    }
    if (file.emptyVerses > installedCounts.emptyVerses) {
      risks.push(`${n(file.emptyVerses)} verses would be empty (${n(installedCounts.emptyVerses)} now)`);
    }
  }
  return {
    versionCode: input.versionCode,
    fileName: input.fileName,
    checksum: input.checksum,
    file,
    outsideVersification: outsideAll.length,
    outsideSamples: outsideAll.slice(0, SAMPLES),
    perBook,
    installed: installedCounts,
    differences,
    risks,
    requiresConfirmation: risks.length > 0,
  };
}

/** A verse's words as a reader compares them: case, accents, points and punctuation aside. */
function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const clip = (text: string): string =>
  text.length > SAMPLE_CHARS ? `${text.slice(0, SAMPLE_CHARS)}…` : text;

function compare(
  texts: Map<number, string>,
  perBook: readonly BookCounts[],
  installed: InstalledText,
): ImportDifferences {
  let added = 0;
  let changed = 0;
  let reworded = 0;
  let cut = 0;
  const cutSamples: RewordedVerse[] = [];
  const rewordedSamples: RewordedVerse[] = [];
  for (const [ord, text] of [...texts].sort(([a], [b]) => a - b)) {
    const old = installed.texts.get(ord);
    if (old === undefined) added++;
    else if (old !== text) {
      changed++;
      const before = wordsOf(old);
      const after = wordsOf(text);
      if (before.join(' ') === after.join(' ')) continue;
      reworded++;
      const sample: RewordedVerse = { reference: reference(ord), installed: clip(old), file: clip(text) };
      if (after.length < before.length * CUT_WORDS_SHARE) {
        cut++;
        if (cutSamples.length < REWORDED_SAMPLES) cutSamples.push(sample);
      } else if (rewordedSamples.length < REWORDED_SAMPLES) rewordedSamples.push(sample);
    }
  }
  const removed: number[] = [];
  for (const ord of installed.texts.keys()) if (!texts.has(ord)) removed.push(ord);
  removed.sort((a, b) => a - b);
  const fileBooks = new Set(perBook.filter((b) => b.verses > 0).map((b) => b.book));
  const installedBooks = new Set(installed.perBook.filter((b) => b.verses > 0).map((b) => b.book));
  const installedTagged = installed.perBook.reduce((s, b) => s + b.taggedWords, 0);
  const fileTagged = perBook.reduce((s, b) => s + b.taggedWords, 0);
  return {
    versesAdded: added,
    versesRemoved: removed.length,
    versesChanged: changed,
    missingBooks: [...installedBooks].filter((b) => !fileBooks.has(b)),
    addedBooks: [...fileBooks].filter((b) => !installedBooks.has(b)),
    taggedWordsLost: Math.max(0, installedTagged - fileTagged),
    removedSamples: removed.slice(0, SAMPLES).map(reference),
    versesReworded: reworded,
    versesCut: cut,
    rewordedSamples: [...cutSamples, ...rewordedSamples].slice(0, REWORDED_SAMPLES),
  };
}
