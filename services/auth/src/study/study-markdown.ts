import { HIGHLIGHT_COLOURS, type Bookmark, type Highlight, type Note } from '@strongs/contracts';
import { findBook } from '@strongs/scripture';

/** What a Markdown export is made of: every item of a user, each kind in canonical order. */
export interface StudyForMarkdown {
  highlights: Pick<Highlight, 'book' | 'chapter' | 'verse' | 'endVerse' | 'colour'>[];
  notes: Pick<Note, 'book' | 'chapter' | 'verse' | 'endVerse' | 'body'>[];
  bookmarks: Pick<Bookmark, 'book' | 'chapter' | 'verse' | 'endVerse' | 'label' | 'folder'>[];
}

type Passage = { book: number; chapter: number; verse: number; endVerse: number };

const bookName = (book: number): string => findBook(book)?.name ?? `Book ${book}`;

const referenceOf = (p: Passage): string =>
  `${bookName(p.book)} ${p.chapter}:${p.verse}${p.endVerse !== p.verse ? `-${p.endVerse}` : ''}`;

/** A line of the reader's own text (a label, a folder) as plain text: no Markdown of theirs takes effect. */
export function escapeInline(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
}

/**
 * A note's text as a fenced block whose fence is longer than any run of backticks in it, so nothing in
 * the note (a `# heading`, a fence of its own) can end the block or become the export's structure.
 */
export function fencedBlock(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}text\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

function byBook<T extends { book: number }>(items: T[]): [number, T[]][] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.book, [...(groups.get(item.book) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

function notesSection(notes: StudyForMarkdown['notes']): string[] {
  if (notes.length === 0) return ['No notes.'];
  return byBook(notes).flatMap(([book, items]) => [
    `### ${bookName(book)}`,
    ...items.flatMap((n) => [`#### ${referenceOf(n)}`, fencedBlock(n.body)]),
  ]);
}

function highlightsSection(highlights: StudyForMarkdown['highlights']): string[] {
  if (highlights.length === 0) return ['No highlights.'];
  return byBook(highlights).flatMap(([book, items]) => [
    `### ${bookName(book)}`,
    HIGHLIGHT_COLOURS.flatMap((colour) => {
      const refs = items.filter((h) => h.colour === colour).map(referenceOf);
      return refs.length ? [`- ${colour[0].toUpperCase()}${colour.slice(1)}: ${refs.join('; ')}`] : [];
    }).join('\n'),
  ]);
}

function bookmarksSection(bookmarks: StudyForMarkdown['bookmarks']): string[] {
  if (bookmarks.length === 0) return ['No bookmarks.'];
  const folders = [...new Set(bookmarks.map((b) => b.folder ?? ''))].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  );
  return folders.flatMap((folder) => [
    folder === '' ? '### Not in a folder' : `### ${escapeInline(folder)}`,
    bookmarks
      .filter((b) => (b.folder ?? '') === folder)
      .map((b) => `- ${referenceOf(b)}: ${escapeInline(b.label)}`)
      .join('\n'),
  ]);
}

/** Everything a reader keeps, to read: notes and highlights by book in canonical order, bookmarks by folder. */
export function studyMarkdown(study: StudyForMarkdown, exportedAt: Date): string {
  return (
    [
      '# My study',
      `Exported from Strong's Dictionary on ${exportedAt.toISOString().slice(0, 10)}.`,
      '## Notes',
      ...notesSection(study.notes),
      '## Highlights',
      ...highlightsSection(study.highlights),
      '## Bookmarks',
      ...bookmarksSection(study.bookmarks),
    ].join('\n\n') + '\n'
  );
}
