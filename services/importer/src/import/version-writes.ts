import type { EntityManager } from 'typeorm';

export interface VersionWrite {
  jobId: string;
  versionCode: string;
  checksum: string;
  verseCount: number;
}

/** Recorded in the transaction that writes the text: the write and the record of who made it commit together. */
export async function recordVersionWrite(manager: EntityManager, write: VersionWrite): Promise<void> {
  await manager.query(
    `INSERT INTO version_writes (job_id, version_code, checksum, verse_count) VALUES ($1, $2, $3, $4)`,
    [write.jobId, write.versionCode, write.checksum, write.verseCount],
  );
}

/**
 * The verse count a job has already committed (null when it has written nothing). BullMQ runs a job again when
 * its worker died or its bookkeeping threw after the commit; asked under the version's lock, before anything is
 * archived, so the re-run finishes the bookkeeping instead of archiving its own text as the previous generation.
 */
export async function committedWrite(manager: EntityManager, jobId: string): Promise<number | null> {
  const rows: { verse_count: number }[] = await manager.query(
    `SELECT verse_count FROM version_writes WHERE job_id = $1`,
    [jobId],
  );
  return rows[0]?.verse_count ?? null;
}
