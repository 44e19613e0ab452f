import type { StudyKind } from '@strongs/contracts';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSessionUser } from '../api/get-user';
import {
  createLocalItem,
  deleteLocalItem,
  readLocalStudy,
  subscribeLocalStudy,
  updateLocalItem,
} from './local-study';
import { listAfterMove, moveLocalStudy } from './move-local-study';
import {
  createStudyItem,
  deleteStudyItem,
  STUDY_KEY,
  studyKey,
  type StudyItems,
  type StudyScope,
  updateStudyItem,
} from './study-api';

export type StudyAction =
  | { type: 'create'; kind: StudyKind; input: Record<string, unknown> }
  | { type: 'update'; kind: StudyKind; id: number; change: Record<string, unknown> }
  | { type: 'delete'; kind: StudyKind; id: number };

const KINDS: StudyKind[] = ['highlights', 'notes', 'bookmarks'];

function inScope(items: StudyItems, scope: StudyScope): StudyItems {
  const keep = (i: { book: number; chapter: number }) =>
    (scope.book === undefined || i.book === scope.book) &&
    (scope.chapter === undefined || i.chapter === scope.chapter);
  return {
    highlights: items.highlights.filter(keep),
    notes: items.notes.filter(keep),
    bookmarks: items.bookmarks.filter(keep),
  };
}

async function runOnServer(action: StudyAction): Promise<void> {
  if (action.type === 'create') await createStudyItem(action.kind, action.input);
  else if (action.type === 'update') await updateStudyItem(action.kind, action.id, action.change);
  else await deleteStudyItem(action.kind, action.id);
}

function runLocally(action: StudyAction): void {
  if (action.type === 'create') createLocalItem(action.kind, action.input);
  else if (action.type === 'update') updateLocalItem(action.kind, action.id, action.change);
  else deleteLocalItem(action.kind, action.id);
}

/**
 * A visitor's items go to the account at the first page that shows study items after signing in; that
 * page's lists wait for them (`listAfterMove`).
 */
export function useMovedLocalStudy(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    void moveLocalStudy().then(async (moved) => {
      if (moved) await queryClient.invalidateQueries({ queryKey: STUDY_KEY });
    });
  }, [signedIn, queryClient]);
}

/**
 * The reader's highlights, notes and bookmarks in a scope: the account's when signed in, else this
 * browser's, which move to the account at the first page that asks after signing in.
 */
export function useStudy(scope: StudyScope) {
  const session = useSessionUser();
  const signedIn = Boolean(session.data);
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(subscribeLocalStudy, readLocalStudy);
  const remote = useQueries({
    queries: KINDS.map((kind) => ({
      queryKey: studyKey(kind, scope),
      queryFn: ({ signal }: { signal: AbortSignal }) => listAfterMove(kind, scope, signal),
      enabled: signedIn,
    })),
  });

  useMovedLocalStudy(signedIn);

  const mutation = useMutation({
    mutationFn: async (action: StudyAction) => (signedIn ? runOnServer(action) : runLocally(action)),
    onSuccess: () => (signedIn ? queryClient.invalidateQueries({ queryKey: STUDY_KEY }) : undefined),
  });

  const items: StudyItems = signedIn
    ? {
        highlights: (remote[0].data ?? []) as StudyItems['highlights'],
        notes: (remote[1].data ?? []) as StudyItems['notes'],
        bookmarks: (remote[2].data ?? []) as StudyItems['bookmarks'],
      }
    : session.isPending
      ? { highlights: [], notes: [], bookmarks: [] }
      : inScope(local, scope);
  return {
    signedIn,
    ready: !session.isPending && (!signedIn || remote.every((q) => !q.isPending)),
    loadError: remote.find((q) => q.error)?.error ?? null,
    items,
    run: mutation.mutateAsync,
    saving: mutation.isPending,
    saveError: mutation.error,
  };
}
