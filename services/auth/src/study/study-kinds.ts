import { STUDY_LIMITS, type StudyKind } from '@strongs/contracts';

/** A content field of an item: its API name, its column and how the column reads back. */
export interface ContentField {
  name: 'colour' | 'body' | 'label' | 'folder';
  column: string;
  /** What a missing value is stored as; a field without one is required on create. */
  absent?: string;
  select: string;
}

/** What differs between highlights, notes and bookmarks; the SQL around it is the same. */
export interface StudyKindSpec {
  kind: StudyKind;
  noun: string;
  table: string;
  fields: readonly ContentField[];
  /** The unique index that makes the same item one row (see the migration). */
  conflict: string;
  limit: number;
}

export const STUDY_KINDS: Readonly<Record<StudyKind, StudyKindSpec>> = {
  highlights: {
    kind: 'highlights',
    noun: 'highlight',
    table: 'study_highlights',
    fields: [{ name: 'colour', column: 'colour', select: 'colour' }],
    conflict: '(user_id, start_ord, end_ord)',
    limit: STUDY_LIMITS.highlights,
  },
  notes: {
    kind: 'notes',
    noun: 'note',
    table: 'study_notes',
    fields: [{ name: 'body', column: 'body', select: 'body' }],
    conflict: '(user_id, start_ord, end_ord, md5(body))',
    limit: STUDY_LIMITS.notes,
  },
  bookmarks: {
    kind: 'bookmarks',
    noun: 'bookmark',
    table: 'study_bookmarks',
    fields: [
      { name: 'label', column: 'label', select: 'label' },
      { name: 'folder', column: 'folder', absent: '', select: `NULLIF(folder, '') AS folder` },
    ],
    conflict: '(user_id, start_ord, end_ord, label, folder)',
    limit: STUDY_LIMITS.bookmarks,
  },
};

export const STUDY_KIND_NAMES = Object.keys(STUDY_KINDS) as StudyKind[];
