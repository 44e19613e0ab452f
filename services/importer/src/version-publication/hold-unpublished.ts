import { describeCoverage } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';

/**
 * An upload goes in unpublished, with what part of the Bible it holds: only administrators see it until one
 * records its name, source, licence and coverage and publishes it (a partial or mis-slotted file would
 * otherwise appear at once under the slot's name).
 */
export async function holdUnpublished(manager: EntityManager, versionCode: string): Promise<void> {
  const [{ books, verses }]: { books: number[] | null; verses: number }[] = await manager.query(
    `SELECT array_agg(DISTINCT book) AS books, count(*)::int AS verses FROM verses WHERE version_code = $1`,
    [versionCode],
  );
  await manager.query(`UPDATE versions SET published = false, coverage = $2 WHERE code = $1`, [
    versionCode,
    describeCoverage(books ?? [], verses),
  ]);
}
