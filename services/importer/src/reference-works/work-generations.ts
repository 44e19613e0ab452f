import type { ReferenceWorkGenerationsRow, ReferenceWorksRow } from '@strongs/db';
import type { EntityManager } from 'typeorm';
import type { ReferenceWorkKind } from '@strongs/contracts';
import {
  GenerationChangedError,
  generationChanged,
  KEPT_GENERATIONS,
  NothingToRollBackError,
  type GenerationChange,
} from '../versions/version-generations';
import { archiveStatement, restoreStatement, WORK_TABLES } from './work-tables';

/** A work's catalogue row as its writers see it under the row lock. */
export interface WorkState {
  code: string;
  kind: ReferenceWorkKind;
  /** reference_works.generation: bumped by every import, rollback, publish and unpublish. */
  generation: number;
  published: boolean;
  entryCount: number;
  checksum: string | null;
}

type WorkRow = Pick<
  ReferenceWorksRow,
  'code' | 'kind' | 'generation' | 'published' | 'entry_count' | 'checksum'
>;

const toState = (r: WorkRow): WorkState => ({
  code: r.code,
  kind: r.kind,
  generation: r.generation,
  published: r.published,
  entryCount: r.entry_count,
  checksum: r.checksum,
});

/** Locks the work's row for the rest of the transaction: one writer of a work at a time. */
export async function lockWorkRow(manager: EntityManager, code: string): Promise<WorkState | null> {
  const rows: WorkRow[] = await manager.query(
    `SELECT code, kind, generation, published, entry_count, checksum FROM reference_works WHERE code = $1 FOR UPDATE`,
    [code],
  );
  return rows[0] ? toState(rows[0]) : null;
}

/** Locks the work's row and refuses unless its live generation is the one the admin saw. */
export async function lockExpectedWork(
  manager: EntityManager,
  code: string,
  expectedGeneration: number,
): Promise<WorkState> {
  const state = await lockWorkRow(manager, code);
  if (!state) throw new GenerationChangedError(`No reference work with the code ${code}`);
  if (state.generation !== expectedGeneration)
    throw new GenerationChangedError(
      generationChanged(code, state.generation, expectedGeneration, 'reference works'),
    );
  return state;
}

/**
 * Keeps the work's live rows under their generation number before the caller's transaction replaces them (the
 * caller holds the row lock), and lets the oldest kept generations beyond KEPT_GENERATIONS go.
 */
export async function archiveWork(manager: EntityManager, state: WorkState): Promise<void> {
  if (state.generation === 0) return;
  await manager.query(
    `INSERT INTO reference_work_generations (work_code, generation, entry_count, checksum, published)
     VALUES ($1, $2, $3, $4, $5)`,
    [state.code, state.generation, state.entryCount, state.checksum, state.published],
  );
  for (const t of WORK_TABLES[state.kind])
    await manager.query(archiveStatement(t), [state.code, state.generation]);
  await pruneWork(manager, state.code);
}

/**
 * Restores a kept generation (the newest when none is named) in the caller's transaction, if the live generation
 * is still the one expected: the live rows are kept in turn, and the restored ones become a new generation,
 * published exactly when they were while they were live.
 */
export async function restoreWorkGeneration(
  manager: EntityManager,
  code: string,
  change: GenerationChange & { generation?: number },
): Promise<WorkState> {
  const state = await lockExpectedWork(manager, code, change.expectedGeneration);
  const [target]: Pick<
    ReferenceWorkGenerationsRow,
    'generation' | 'entry_count' | 'checksum' | 'published'
  >[] = await manager.query(
    `SELECT generation, entry_count, checksum, published FROM reference_work_generations
       WHERE work_code = $1 AND ($2::int IS NULL OR generation = $2) ORDER BY generation DESC LIMIT 1`,
    [code, change.generation ?? null],
  );
  if (!target) {
    throw new NothingToRollBackError(
      change.generation === undefined
        ? `${code} has no previous generation to roll back to`
        : `${code} keeps no generation ${change.generation}`,
    );
  }
  await archiveWork(manager, state);
  const tables = WORK_TABLES[state.kind];
  // The first table's rows take the others with them (ON DELETE CASCADE).
  await manager.query(`DELETE FROM ${tables[0].live} WHERE work_code = $1`, [code]);
  for (const t of tables) await manager.query(restoreStatement(t), [code, target.generation]);
  await manager.query(`DELETE FROM reference_work_generations WHERE work_code = $1 AND generation = $2`, [
    code,
    target.generation,
  ]);
  const [[row]]: [WorkRow[]] = await manager.query(
    `UPDATE reference_works SET generation = generation + 1, entry_count = $2, checksum = $3, published = $4,
       updated_at = now()
     WHERE code = $1 RETURNING code, kind, generation, published, entry_count, checksum`,
    [code, target.entry_count, target.checksum, target.published],
  );
  // The job's own record of its write, committed with it: run again, it finds its work done.
  await manager.query(
    `INSERT INTO reference_work_writes (job_id, work_code, generation) VALUES ($1, $2, $3)`,
    [change.jobId, code, row.generation],
  );
  return toState(row);
}

/** Whether the job already committed its change (asked under the work's lock). */
export async function committedWorkWrite(manager: EntityManager, jobId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM reference_work_writes WHERE job_id = $1`, [
    jobId,
  ]);
  return rows.length > 0;
}

/** Keeps the newest KEPT_GENERATIONS generations of a work; their archived rows go with the rest. */
async function pruneWork(manager: EntityManager, code: string): Promise<void> {
  await manager.query(
    `DELETE FROM reference_work_generations WHERE work_code = $1 AND generation IN (
       SELECT generation FROM reference_work_generations WHERE work_code = $1 ORDER BY generation DESC OFFSET $2)`,
    [code, KEPT_GENERATIONS],
  );
}
