import type { StudyKind } from '@strongs/contracts';
import { forgetMovedItems, localStudyExport, readLocalStudy } from './local-study';
import { importStudy, listStudy, type StudyScope } from './study-api';

let moving: Promise<boolean> | undefined;

async function send(): Promise<boolean> {
  const moved = readLocalStudy();
  const data = localStudyExport();
  if (!data) return false;
  try {
    await importStudy(data);
    forgetMovedItems(moved);
    return true;
  } catch {
    // Kept in the browser; the next page that asks tries again.
    return false;
  }
}

/**
 * Sends a visitor's items to the account that just signed in, then forgets them here (only them). The import
 * adds only what the account lacks, so a retry or a second tab cannot make duplicates.
 */
export function moveLocalStudy(): Promise<boolean> {
  moving ??= send().finally(() => {
    moving = undefined;
  });
  return moving;
}

/**
 * A signed-in reader's list, asked once this browser's items are in the account. Asked beside the
 * move, a first list could read the account before the move commits and, still loading when the move
 * invalidates it, keep that answer.
 */
export async function listAfterMove(kind: StudyKind, scope: StudyScope, signal: AbortSignal) {
  await moveLocalStudy();
  return listStudy(kind, scope, signal);
}
