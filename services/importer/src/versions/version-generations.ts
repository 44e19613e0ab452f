import type { EntityManager } from 'typeorm';

/** The live tables of a version's text and the archive table each is kept in. */
const TEXT_TABLES = [
  { live: 'verses', archive: 'archived_verses', columns: 'version_code, book, chapter, verse, ord, text, markup, heading' },
  { live: 'verse_strongs', archive: 'archived_verse_strongs', columns: 'version_code, ord, book, position, strongs, word' },
  { live: 'translation_counts', archive: 'archived_translation_counts', columns: 'version_code, strongs, translation, count' },
] as const;

export interface VersionState {
  installed: boolean;
  verseCount: number;
  checksum: string | null;
}

export class NothingToRollBackError extends Error {
  override name = 'NothingToRollBackError';
}

/** Locks the version row for the rest of the transaction, so two writers of one version take turns. */
export async function lockVersion(manager: EntityManager, code: string): Promise<VersionState | null> {
  const rows: { installed: boolean; verse_count: number; checksum: string | null }[] = await manager.query(
    `SELECT installed, verse_count, checksum FROM versions WHERE code = $1 FOR UPDATE`,
    [code],
  );
  return rows[0] ? { installed: rows[0].installed, verseCount: rows[0].verse_count, checksum: rows[0].checksum } : null;
}

/**
 * Keeps the installed generation of a version before it is replaced or removed (one generation: the previous
 * archive goes). Nothing is archived when the version holds no text.
 */
export async function archiveGeneration(manager: EntityManager, code: string): Promise<boolean> {
  const state = await lockVersion(manager, code);
  if (!state) return false;
  const [{ n }]: { n: number }[] = await manager.query(`SELECT count(*)::int AS n FROM verses WHERE version_code = $1`, [code]);
  if (n === 0) return false;
  await dropArchive(manager, code);
  for (const t of TEXT_TABLES) {
    await manager.query(`INSERT INTO ${t.archive} (${t.columns}) SELECT ${t.columns} FROM ${t.live} WHERE version_code = $1`, [code]);
  }
  await manager.query(
    `INSERT INTO version_generations (version_code, installed, verse_count, checksum, source)
     SELECT $1, $2, $3, $4, (SELECT source FROM imports WHERE version_code = $1 AND status = 'completed'
                              ORDER BY finished_at DESC NULLS LAST LIMIT 1)`,
    [code, state.installed, n, state.checksum],
  );
  return true;
}

/**
 * Swaps the archived generation and the live one in the caller's transaction: the live text becomes the
 * archive (so a second rollback undoes the first) and the version row takes the restored counts.
 */
export async function swapGenerations(manager: EntityManager, code: string): Promise<VersionState> {
  await lockVersion(manager, code);
  const previous: { installed: boolean; verse_count: number; checksum: string | null }[] = await manager.query(
    `SELECT installed, verse_count, checksum FROM version_generations WHERE version_code = $1`,
    [code],
  );
  if (!previous[0]) throw new NothingToRollBackError(`${code} has no previous generation to roll back to`);
  // Park the archive under a name no version can have (codes are [a-z0-9_]) while the live text is archived.
  const parked = `~${code}`;
  for (const t of TEXT_TABLES) await manager.query(`UPDATE ${t.archive} SET version_code = $2 WHERE version_code = $1`, [code, parked]);
  await manager.query(`DELETE FROM version_generations WHERE version_code = $1`, [code]);
  await archiveGeneration(manager, code);
  for (const t of [...TEXT_TABLES].reverse()) await manager.query(`DELETE FROM ${t.live} WHERE version_code = $1`, [code]);
  for (const t of TEXT_TABLES) {
    const select = t.columns.replace('version_code', '$1::text');
    await manager.query(`INSERT INTO ${t.live} (${t.columns}) SELECT ${select} FROM ${t.archive} WHERE version_code = $2`, [code, parked]);
    await manager.query(`DELETE FROM ${t.archive} WHERE version_code = $1`, [parked]);
  }
  const restored: VersionState = { installed: previous[0].installed, verseCount: previous[0].verse_count, checksum: previous[0].checksum };
  await manager.query(`UPDATE versions SET installed = $2, verse_count = $3, checksum = $4, updated_at = now() WHERE code = $1`, [
    code,
    restored.installed,
    restored.verseCount,
    restored.checksum,
  ]);
  return restored;
}

/** Uninstalls a version after archiving it (a rollback brings it back). */
export async function uninstallGeneration(manager: EntityManager, code: string): Promise<void> {
  await archiveGeneration(manager, code);
  for (const t of [...TEXT_TABLES].reverse()) await manager.query(`DELETE FROM ${t.live} WHERE version_code = $1`, [code]);
  await manager.query(`UPDATE versions SET installed = false, verse_count = 0, checksum = NULL, updated_at = now() WHERE code = $1`, [code]);
}

async function dropArchive(manager: EntityManager, code: string): Promise<void> {
  for (const t of TEXT_TABLES) await manager.query(`DELETE FROM ${t.archive} WHERE version_code = $1`, [code]);
  await manager.query(`DELETE FROM version_generations WHERE version_code = $1`, [code]);
}
