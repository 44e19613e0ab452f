import { useJobStatementTimeout } from '@strongs/db';
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
 * Writes one version inside the caller's transaction: its old rows are kept as the previous generation (which a
 * rollback restores), the new ones take their place, so readers see either the old text or the new one, never
 * half of either. The file's rows are loaded into staging tables first and only what differs is written: a
 * corrected re-import rewrites the verses that changed, not 31,102 verses, their search index and 349,308
 * concordance rows.
 */
export async function replaceVersionVerses(
  manager: EntityManager,
  versionCode: string,
  records: AsyncIterable<VerseRecord>,
  onProgress: (progress: WriteProgress) => Promise<void>,
): Promise<number> {
  // One statement writes a whole Bible (its search documents included): a job's limit, whatever the pool's default.
  await useJobStatementTimeout(manager);
  await archiveGeneration(manager, versionCode);
  // A second write in the same transaction (a text and the one derived from it) starts from empty staging tables.
  await manager.query(`DROP TABLE IF EXISTS pg_temp.incoming_verses, pg_temp.incoming_strongs`);
  // Keyed like the live tables: however the planner misjudges the version's row count, each comparison is a lookup.
  await manager.query(
    `CREATE TEMP TABLE incoming_verses (book smallint, chapter smallint, verse smallint, ord integer PRIMARY KEY,
       text text, markup jsonb, heading text) ON COMMIT DROP`,
  );
  await manager.query(
    `CREATE TEMP TABLE incoming_strongs (ord integer, book smallint, position smallint, strongs text, word text,
       PRIMARY KEY (ord, position, strongs)) ON COMMIT DROP`,
  );

  const seen = new Set<number>();
  let verses: VerseRow[] = [];
  let concordance: ConcordanceRow[] = [];
  let done = 0;

  const flushVerses = async (): Promise<void> => {
    if (verses.length === 0) return;
    await stageVerses(manager, verses);
    done += verses.length;
    verses = [];
    await onProgress({ versesDone: done });
  };
  const flushConcordance = async (): Promise<void> => {
    if (concordance.length === 0) return;
    await stageConcordance(manager, concordance);
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
  await applyStaged(manager, versionCode);
  return done;
}

async function stageVerses(manager: EntityManager, rows: VerseRow[]): Promise<void> {
  await copyRows(
    manager,
    'incoming_verses',
    ['book', 'chapter', 'verse', 'ord', 'text', 'markup', 'heading'],
    rows.map((r) => [r.book, r.chapter, r.verse, r.ord, r.text, JSON.stringify(r.markup), r.heading]),
  );
}

async function stageConcordance(manager: EntityManager, rows: ConcordanceRow[]): Promise<void> {
  await copyRows(
    manager,
    'incoming_strongs',
    ['ord', 'book', 'position', 'strongs', 'word'],
    rows.map((r) => [r.ord, r.book, r.position, r.strongs, r.word]),
  );
}

/** Makes the live rows of the version equal to the staged ones: rows that differ go, rows not yet there come. */
async function applyStaged(manager: EntityManager, versionCode: string): Promise<void> {
  await manager.query(`ANALYZE incoming_verses`);
  await manager.query(`ANALYZE incoming_strongs`);
  await manager.query(
    `DELETE FROM verse_strongs s WHERE s.version_code = $1 AND NOT EXISTS (
       SELECT 1 FROM incoming_strongs i
       WHERE i.ord = s.ord AND i.position = s.position AND i.strongs = s.strongs AND i.book = s.book AND i.word = s.word)`,
    [versionCode],
  );
  await manager.query(
    `DELETE FROM verses v WHERE v.version_code = $1 AND NOT EXISTS (
       SELECT 1 FROM incoming_verses i
       WHERE i.ord = v.ord AND i.book = v.book AND i.chapter = v.chapter AND i.verse = v.verse AND i.text = v.text
         AND i.markup = v.markup AND i.heading IS NOT DISTINCT FROM v.heading)`,
    [versionCode],
  );
  await manager.query(
    `INSERT INTO verses (version_code, book, chapter, verse, ord, text, markup, heading)
     SELECT $1, i.book, i.chapter, i.verse, i.ord, i.text, i.markup, i.heading FROM incoming_verses i
     WHERE NOT EXISTS (SELECT 1 FROM verses v WHERE v.version_code = $1 AND v.ord = i.ord)
     ORDER BY i.ord`,
    [versionCode],
  );
  await manager.query(
    `INSERT INTO verse_strongs (version_code, ord, book, position, strongs, word)
     SELECT $1, i.ord, i.book, i.position, i.strongs, i.word FROM incoming_strongs i
     WHERE NOT EXISTS (
       SELECT 1 FROM verse_strongs s
       WHERE s.version_code = $1 AND s.ord = i.ord AND s.position = i.position AND s.strongs = i.strongs)
     ORDER BY i.ord, i.position`,
    [versionCode],
  );
}
