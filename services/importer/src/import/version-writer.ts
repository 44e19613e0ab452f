import type { VerseRecord } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';
import { archiveGeneration } from '../versions/version-generations';
import { copyRows } from './copy-rows';
import { ConcordanceRow, concordanceRows, toVerseRow, VerseRow } from './verse-batches';

const VERSE_BATCH = 2000;
const CONCORDANCE_BATCH = 20000;

export interface WriteProgress {
  versesDone: number;
}

export class DuplicateVerseError extends Error {
  override name = 'DuplicateVerseError';
}

/**
 * Writes one version inside the caller's transaction: its old rows go (kept as the previous generation,
 * which a rollback restores), the new ones come, so readers see either the old text or the new one,
 * never half of either.
 */
export async function replaceVersionVerses(
  manager: EntityManager,
  versionCode: string,
  records: AsyncIterable<VerseRecord>,
  onProgress: (progress: WriteProgress) => Promise<void>,
): Promise<number> {
  await archiveGeneration(manager, versionCode);
  await manager.query('DELETE FROM verse_strongs WHERE version_code = $1', [versionCode]);
  await manager.query('DELETE FROM verses WHERE version_code = $1', [versionCode]);

  const seen = new Set<number>();
  let verses: VerseRow[] = [];
  let concordance: ConcordanceRow[] = [];
  let done = 0;

  const flushVerses = async (): Promise<void> => {
    if (verses.length === 0) return;
    await insertVerses(manager, versionCode, verses);
    done += verses.length;
    verses = [];
    await onProgress({ versesDone: done });
  };
  const flushConcordance = async (): Promise<void> => {
    if (concordance.length === 0) return;
    await insertConcordance(manager, versionCode, concordance);
    concordance = [];
  };

  for await (const record of records) {
    const row = toVerseRow(record);
    if (seen.has(row.ord)) {
      throw new DuplicateVerseError(`Verse ${record.book}:${record.chapter}:${record.verse} appears twice`);
    }
    seen.add(row.ord);
    verses.push(row);
    for (const c of concordanceRows(row)) concordance.push(c);
    if (verses.length >= VERSE_BATCH) await flushVerses();
    if (concordance.length >= CONCORDANCE_BATCH) await flushConcordance();
  }
  await flushVerses();
  await flushConcordance();
  return done;
}

const VERSE_COLUMNS = ['version_code', 'book', 'chapter', 'verse', 'ord', 'text', 'markup', 'heading'];
const CONCORDANCE_COLUMNS = ['version_code', 'ord', 'book', 'position', 'strongs', 'word'];

async function insertVerses(manager: EntityManager, versionCode: string, rows: VerseRow[]): Promise<void> {
  await copyRows(
    manager,
    'verses',
    VERSE_COLUMNS,
    rows.map((r) => [versionCode, r.book, r.chapter, r.verse, r.ord, r.text, JSON.stringify(r.markup), r.heading]),
  );
}

async function insertConcordance(manager: EntityManager, versionCode: string, rows: ConcordanceRow[]): Promise<void> {
  await copyRows(
    manager,
    'verse_strongs',
    CONCORDANCE_COLUMNS,
    rows.map((r) => [versionCode, r.ord, r.book, r.position, r.strongs, r.word]),
  );
}
