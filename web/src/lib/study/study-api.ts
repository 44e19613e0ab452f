import type {
  Bookmark,
  Highlight,
  Note,
  StudyExport,
  StudyImportResult,
  StudyKind,
  StudyPage,
} from '@strongs/contracts';
import { STUDY_PAGE_SIZE_MAX } from '@strongs/contracts';
import { request } from '../request';

export interface StudyItems {
  highlights: Highlight[];
  notes: Note[];
  bookmarks: Bookmark[];
}
export type StudyItem = StudyItems[StudyKind][number];

/** One chapter (what the reader shows), some verses (a page of results: `43.3.16,43.3.17`) or everything. */
export interface StudyScope {
  book?: number;
  chapter?: number;
  verses?: string;
}

export const STUDY_KEY = ['study'] as const;
export const studyKey = (kind: StudyKind, scope: StudyScope) => [...STUDY_KEY, kind, scope] as const;

/** Every item of a kind in the scope, page after page. */
export async function listStudy<K extends StudyKind>(
  kind: K,
  scope: StudyScope,
  signal?: AbortSignal,
): Promise<StudyItems[K]> {
  const items: StudyItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await request<StudyPage<StudyItems[K][number]>>(`/api/me/${kind}`, {
      params: { ...scope, page, pageSize: STUDY_PAGE_SIZE_MAX },
      signal,
    });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items as StudyItems[K];
  }
}

export const createStudyItem = (kind: StudyKind, input: Record<string, unknown>) =>
  request<StudyItem>(`/api/me/${kind}`, { method: 'POST', body: input });

export const updateStudyItem = (kind: StudyKind, id: number, change: Record<string, unknown>) =>
  request<StudyItem>(`/api/me/${kind}/${id}`, { method: 'PATCH', body: change });

export const deleteStudyItem = (kind: StudyKind, id: number) =>
  request<void>(`/api/me/${kind}/${id}`, { method: 'DELETE' });

/** Everything the account keeps as a Markdown file to read; a link the browser downloads. */
export const STUDY_MARKDOWN_EXPORT = '/api/me/export?format=markdown';

export const exportStudy = () => request<StudyExport>('/api/me/export');

export const importStudy = (data: StudyExport) =>
  request<StudyImportResult>('/api/me/import', { method: 'POST', body: data });
