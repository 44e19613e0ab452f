import type { EntityManager } from 'typeorm';
import type { ReferenceWorkInfo } from '../corpus/reference-work';

export interface WorkState {
  checksum: string | null;
  published: boolean;
  entryCount: number;
}

/**
 * Creates the work's catalogue row when missing and locks it for this transaction: one writer of a work at a
 * time. Its checksum says which files its entries were last written from: a job that runs again after its
 * commit finds its own and writes nothing.
 */
export async function lockWork(
  manager: EntityManager,
  work: ReferenceWorkInfo,
  kind: 'topics' | 'commentary',
): Promise<WorkState> {
  await manager.query(
    `INSERT INTO reference_works (code, kind, name, short_name, source, licence)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
    [work.code, kind, work.name, work.shortName, work.source, work.licence],
  );
  const [row]: { checksum: string | null; published: boolean; entry_count: number }[] = await manager.query(
    `SELECT checksum, published, entry_count FROM reference_works WHERE code = $1 FOR UPDATE`,
    [work.code],
  );
  return { checksum: row.checksum, published: row.published, entryCount: row.entry_count };
}

/** Publishes what the transaction wrote as the work's next generation, with the catalogue's names. */
export async function bumpWork(
  manager: EntityManager,
  work: ReferenceWorkInfo,
  entryCount: number,
  checksum: string,
): Promise<void> {
  await manager.query(
    `UPDATE reference_works SET generation = generation + 1, published = true, entry_count = $2, checksum = $3,
       name = $4, short_name = $5, source = $6, licence = $7, updated_at = now()
     WHERE code = $1`,
    [work.code, entryCount, checksum, work.name, work.shortName, work.source, work.licence],
  );
}
