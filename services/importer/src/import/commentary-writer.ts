import { commentaryPlainText, type CommentaryEntryRecord } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';
import type { ReferenceWorkDescription } from '../corpus/commentary-texts';

/** Rows per INSERT are bounded by size: one Treasury of David psalm is up to 2 MB of JSON. */
const BATCH_CHARS = 4_000_000;

interface EntryRow {
  book: number;
  chapter: number;
  verse: number;
  start_verse: number;
  end_verse: number;
  source_key: string;
  blocks: unknown;
  block_count: number;
  plain_text: string;
}

/**
 * Puts the work's catalogue row in place and locks it. Its checksum says which files its entries were
 * last written from: a job that runs again after its commit finds its own and writes nothing.
 */
async function lockWork(
  manager: EntityManager,
  work: ReferenceWorkDescription,
): Promise<{ checksum: string | null; entry_count: number }> {
  await manager.query(
    `INSERT INTO reference_works (code, kind, name, short_name, source, licence)
     VALUES ($1, 'commentary', $2, $3, $4, $5)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, short_name = EXCLUDED.short_name,
       source = EXCLUDED.source, licence = EXCLUDED.licence`,
    [work.code, work.name, work.shortName, work.source, work.licence],
  );
  const [row] = await manager.query(
    `SELECT checksum, entry_count FROM reference_works WHERE code = $1 FOR UPDATE`,
    [work.code],
  );
  return row;
}

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
 * Replaces a commentary's entries in the caller's transaction and bumps its generation, so every cache
 * of its answers follows; the seed's works are published. Returns the number of entries.
 */
export async function replaceCommentary(
  manager: EntityManager,
  work: ReferenceWorkDescription,
  checksum: string,
  entries: AsyncIterable<CommentaryEntryRecord>,
  onProgress: (entries: number) => Promise<void>,
): Promise<number> {
  const current = await lockWork(manager, work);
  if (current.checksum === checksum) return current.entry_count;
  await manager.query(`DELETE FROM commentary_entries WHERE work_code = $1`, [work.code]);
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
  await manager.query(
    `UPDATE reference_works SET generation = generation + 1, entry_count = $2, checksum = $3, published = true,
       updated_at = now()
     WHERE code = $1`,
    [work.code, total, checksum],
  );
  return total;
}
