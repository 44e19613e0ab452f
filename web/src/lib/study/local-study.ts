import { STUDY_EXPORT_FORMAT, type StudyExport, type StudyKind } from '@strongs/contracts';
import type { StudyItem, StudyItems } from './study-api';

/** A visitor's highlights, notes and bookmarks, kept in this browser until they sign in. */
const STORAGE_KEY = 'strongs.study.v1';
const EMPTY: StudyItems = { highlights: [], notes: [], bookmarks: [] };
const listeners = new Set<() => void>();
let cache: StudyItems | undefined;

export function readLocalStudy(): StudyItems {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<StudyItems> | null;
    cache = { ...EMPTY, ...parsed };
  } catch {
    cache = EMPTY;
  }
  return cache;
}

function writeLocalStudy(next: StudyItems): void {
  cache = next;
  if (next.highlights.length + next.notes.length + next.bookmarks.length === 0)
    localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

export function subscribeLocalStudy(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    cache = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What makes two items the same one, as the server's unique indexes do. */
function sameItem(kind: StudyKind, a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const passage =
    a.book === b.book && a.chapter === b.chapter && a.verse === b.verse && a.endVerse === b.endVerse;
  if (kind === 'highlights') return passage;
  if (kind === 'notes') return passage && a.body === b.body;
  return passage && a.label === b.label && (a.folder ?? null) === (b.folder ?? null);
}

export function createLocalItem(kind: StudyKind, input: Record<string, unknown>): void {
  const now = new Date().toISOString();
  const item = { endVerse: input.verse, folder: null, ...input, createdAt: now, updatedAt: now };
  const current = readLocalStudy()[kind] as StudyItem[];
  const existing = current.find((i) => sameItem(kind, i as never, item));
  const list = existing
    ? current.map((i) => (i === existing ? { ...i, ...input, updatedAt: now } : i))
    : [...current, { ...item, id: -(Date.now() * 1000 + Math.floor(Math.random() * 1000)) }];
  writeLocalStudy({ ...readLocalStudy(), [kind]: list });
}

export function updateLocalItem(kind: StudyKind, id: number, change: Record<string, unknown>): void {
  const now = new Date().toISOString();
  const list = (readLocalStudy()[kind] as StudyItem[]).map((i) =>
    i.id === id ? { ...i, ...change, updatedAt: now } : i,
  );
  writeLocalStudy({ ...readLocalStudy(), [kind]: list });
}

export function deleteLocalItem(kind: StudyKind, id: number): void {
  const list = (readLocalStudy()[kind] as StudyItem[]).filter((i) => i.id !== id);
  writeLocalStudy({ ...readLocalStudy(), [kind]: list });
}

const portable = ({ id: _id, createdAt: _c, updatedAt: _u, ...item }: StudyItem) => item;

/** The visitor's items as an export, for POST /api/me/import on sign-in. */
export function localStudyExport(): StudyExport | null {
  const local = readLocalStudy();
  if (local.highlights.length + local.notes.length + local.bookmarks.length === 0) return null;
  return {
    format: STUDY_EXPORT_FORMAT,
    highlights: local.highlights.map(portable),
    notes: local.notes.map(portable),
    bookmarks: local.bookmarks.map(portable),
  } as StudyExport;
}

/**
 * Forgets the items of `moved` (as read before they were sent to the account), keeping any added or
 * changed since: another tab, still showing a visitor, may have written while the import was on its way.
 */
export function forgetMovedItems(moved: StudyItems): void {
  cache = undefined;
  const current = readLocalStudy();
  const left = (kind: StudyKind) =>
    (current[kind] as StudyItem[]).filter(
      (item) => !(moved[kind] as StudyItem[]).some((m) => m.id === item.id && m.updatedAt === item.updatedAt),
    );
  writeLocalStudy({
    highlights: left('highlights'),
    notes: left('notes'),
    bookmarks: left('bookmarks'),
  } as StudyItems);
}

export function clearLocalStudy(): void {
  writeLocalStudy(EMPTY);
}
