import type { EntityManager } from 'typeorm';
import type { ReferenceWorkKind } from '@strongs/contracts';
import type { ReferenceWorkInfo } from '../corpus/reference-work';
import { archiveWork, lockWorkRow, type WorkState } from '../reference-works/work-generations';

/**
 * Creates the work's catalogue row when missing and locks it for this transaction: one writer of a work at a
 * time. Its checksum says which files its entries were last written from: a job that runs again after its
 * commit finds its own and writes nothing.
 */
export async function lockWork(
  manager: EntityManager,
  work: ReferenceWorkInfo,
  kind: ReferenceWorkKind,
): Promise<WorkState> {
  await manager.query(
    `INSERT INTO reference_works (code, kind, name, short_name, source, licence)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
    [work.code, kind, work.name, work.shortName, work.source, work.licence],
  );
  return (await lockWorkRow(manager, work.code))!;
}

/**
 * Empties the locked work's live rows for the caller to write new ones, after keeping them as a generation an
 * administrator can roll back to: in the caller's transaction, so a write that fails loses nothing.
 */
export async function clearWorkForImport(
  manager: EntityManager,
  state: WorkState,
  table: string,
): Promise<void> {
  await archiveWork(manager, state);
  await manager.query(`DELETE FROM ${table} WHERE work_code = $1`, [state.code]);
}

/**
 * Makes what the transaction wrote the work's next generation, with the catalogue's names. A first install is
 * published (the seed's works are); a re-import keeps the administrator's choice.
 */
export async function bumpWork(
  manager: EntityManager,
  work: ReferenceWorkInfo,
  entryCount: number,
  checksum: string,
): Promise<void> {
  await manager.query(
    `UPDATE reference_works SET generation = generation + 1, published = (published OR generation = 0),
       entry_count = $2, checksum = $3, name = $4, short_name = $5, source = $6, licence = $7, updated_at = now()
     WHERE code = $1`,
    [work.code, entryCount, checksum, work.name, work.shortName, work.source, work.licence],
  );
}
