import type { CommentaryEntriesRow } from '@strongs/db';
import { commentaryPlainText, type CommentaryEntryRecord } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';
import type { ReferenceWorkInfo } from '../corpus/reference-work';
import { bumpWork, clearWorkForImport, lockWork } from './reference-work-row';

/** Rows per INSERT are bounded by size: one Treasury of David psalm is up to 2 MB of JSON. */
const BATCH_CHARS = 4_000_000;

/** An entry as the writer inserts it; the work is the statement's parameter and the rest is the database's. */
type EntryRow = Omit<CommentaryEntriesRow, 'id' | 'work_code' | 'search_vector'>;

async function insertEntries(manager: EntityManager, code: string, rows: EntryRow[]): Promise<void> {
  await manager.query(
    `INSERT INTO commentary_entries (work_code, book, chapter, verse, start_verse, end_verse, source_key,
       blocks, block_count, plain_text)
     SELECT $1, r.book, r.chapter, r.verse, r.start_verse, r.end_verse, r.source_key, r.blocks, r.block_count,
       r.plain_text
     FROM json_to_recordset($2::json) AS r(book smallint, chapter smallint, verse smallint, start_verse smallint,
       end_verse smallint, source_key text, blocks jsonb, block_count integer, plain_text text)`,
    [code, JSON.stringify(rows)],
  );
}

/**
 * Replaces a commentary's entries in the caller's transaction (the replaced ones kept for rollback) and bumps its
 * generation, so every cache of its answers follows. Returns the number of entries.
 */
export async function replaceCommentary(
  manager: EntityManager,
  work: ReferenceWorkInfo,
  checksum: string,
  entries: AsyncIterable<CommentaryEntryRecord>,
  onProgress: (entries: number) => Promise<void>,
): Promise<number> {
  const current = await lockWork(manager, work, 'commentary');
  if (current.checksum === checksum) return current.entryCount;
  await clearWorkForImport(manager, current, 'commentary_entries');
  let batch: EntryRow[] = [];
  let batchChars = 0;
  let total = 0;
  const flush = async (): Promise<void> => {
    if (!batch.length) return;
    await insertEntries(manager, work.code, batch);
    total += batch.length;
    batch = [];
    batchChars = 0;
    await onProgress(total);
  };
  for await (const entry of entries) {
    const plainText = commentaryPlainText(entry.blocks);
    batch.push({
      book: entry.book,
      chapter: entry.chapter,
      verse: entry.verse,
      start_verse: entry.startVerse,
      end_verse: entry.endVerse,
      source_key: entry.key,
      blocks: entry.blocks,
      block_count: entry.blocks.length,
      plain_text: plainText,
    });
    batchChars += plainText.length * 2;
    if (batchChars >= BATCH_CHARS) await flush();
  }
  await flush();
  await bumpWork(manager, work, total, checksum);
  return total;
}
