/** A reader's personal study under /api/me (issue #30): highlights, notes and bookmarks on KJV passages. */
import type { PlanExport } from './reading-plans';

export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink', 'purple'] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];

export type StudyKind = 'highlights' | 'notes' | 'bookmarks';

/** Per user: how many of each a reader may keep, and how big one may be. */
export const STUDY_LIMITS = {
  highlights: 5000,
  notes: 2000,
  bookmarks: 1000,
  noteBytes: 20 * 1024,
  labelChars: 200,
  folderChars: 100,
} as const;

export const STUDY_PAGE_SIZE_MAX = 500;

/**
 * `GET /api/me/{kind}?verses=43.3.16,43.3.17`: the items covering any of these KJV verses (book.chapter.verse),
 * at most this many in one request; what a page of search results or a comparison asks for.
 */
export const STUDY_VERSES_MAX = 200;

/** One verse (`endVerse` = `verse`) or several of one chapter; `book` is 1–66 in the KJV order. */
export interface StudyPassage {
  book: number;
  chapter: number;
  verse: number;
  endVerse: number;
}

export interface StudyItemBase extends StudyPassage {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export interface Highlight extends StudyItemBase {
  colour: HighlightColour;
}

export interface Note extends StudyItemBase {
  /** Plain text with a small Markdown subset; stored as written, sanitised where it is shown. */
  body: string;
}

export interface Bookmark extends StudyItemBase {
  label: string;
  folder: string | null;
}

export interface StudyPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type NewHighlight = Omit<StudyPassage, 'endVerse'> & { endVerse?: number; colour: HighlightColour };
export type NewNote = Omit<StudyPassage, 'endVerse'> & { endVerse?: number; body: string };
export type NewBookmark = Omit<StudyPassage, 'endVerse'> & {
  endVerse?: number;
  label: string;
  folder?: string | null;
};

export const STUDY_EXPORT_FORMAT = 'strongs-study/1';

/** `GET /api/me/export`, and the body `POST /api/me/import` takes back. */
export interface StudyExport {
  format: typeof STUDY_EXPORT_FORMAT;
  exportedAt?: string;
  highlights: NewHighlight[];
  notes: NewNote[];
  bookmarks: NewBookmark[];
  /** Started reading plans; an export made before plans existed has none. */
  plans?: PlanExport[];
}

export type StudyImportCounts = Record<StudyKind | 'plans', number>;

export interface StudyImportResult {
  added: StudyImportCounts;
  /** Items already in the account (the same passage and content, a plan of the same name): not added again. */
  existing: StudyImportCounts;
}
