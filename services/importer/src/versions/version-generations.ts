import type { EntityManager } from 'typeorm';
import { CORPUS_TEXTS } from '../corpus/corpus-catalog';
import { recordVersionWrite } from '../import/version-writes';

/** How many replaced generations of a version are kept (the live one not counted). */
export const KEPT_GENERATIONS = 3;

/** The live tables of a version's text (keyed by version), the archive table each is kept in, and its nullable columns. */
const TEXT_TABLES = [
  {
    live: 'verses',
    archive: 'archived_verses',
    columns: 'version_code, book, chapter, verse, ord, text, markup, heading',
    nullable: ['heading'],
  },
  {
    live: 'verse_strongs',
    archive: 'archived_verse_strongs',
    columns: 'version_code, ord, book, position, strongs, word',
    nullable: [],
  },
  {
    live: 'translation_counts',
    archive: 'archived_translation_counts',
    columns: 'version_code, strongs, translation, count',
    nullable: [],
  },
  {
    live: 'original_words',
    archive: 'archived_original_words',
    columns:
      'version_code, ord, position, text, text_plain, transliteration, source_lemma, strongs, morph, morph_features, variant, english',
    nullable: ['variant', 'english'],
  },
] as const;
const MAPPING_COLUMNS = 'from_scheme, from_ord, to_scheme, seq, to_ord, to_part, kind, role';
const MAPPING_NULLABLE = ['to_ord', 'to_part'];

/** `a` and `l` hold the same row: `=` where a column cannot be null (so the anti-joins below can hash). */
function sameRow(columns: string, nullable: readonly string[]): string {
  return columns
    .split(', ')
    .map((c) => (nullable.includes(c) ? `a.${c} IS NOT DISTINCT FROM l.${c}` : `a.${c} = l.${c}`))
    .join(' AND ');
}

const prefixed = (columns: string) =>
  columns
    .split(', ')
    .map((c) => `a.${c}`)
    .join(', ');

export interface VersionState {
  installed: boolean;
  verseCount: number;
  checksum: string | null;
  /** versions.generation: bumped by every import, rollback and uninstall. */
  generation: number;
}

/** What a rollback or an uninstall asks for, and which job asks (recorded with the generation it makes). */
export interface GenerationChange {
  /** The live generation the admin saw; any other is refused. */
  expectedGeneration: number;
  jobId: string;
}

export class NothingToRollBackError extends Error {
  override name = 'NothingToRollBackError';
}

/** The version changed since the admin looked (a second click, another admin, an import in between). */
export class GenerationChangedError extends Error {
  override name = 'GenerationChangedError';
}

/** The refusal the admin reads when the live generation is not the one their request names. */
export function generationChanged(code: string, live: number, expected: number, list = 'versions'): string {
  return `${code} changed since you looked: generation ${live} is live, not ${expected} (another change or import came first). Reload the ${list} and try again.`;
}

/** Locks the version row for the rest of the transaction, so two writers of one version take turns. */
export async function lockVersion(manager: EntityManager, code: string): Promise<VersionState | null> {
  const rows: { installed: boolean; verse_count: number; checksum: string | null; generation: number }[] =
    await manager.query(
      `SELECT installed, verse_count, checksum, generation FROM versions WHERE code = $1 FOR UPDATE`,
      [code],
    );
  const r = rows[0];
  return r
    ? { installed: r.installed, verseCount: r.verse_count, checksum: r.checksum, generation: r.generation }
    : null;
}

/**
 * Starts the next generation of a version about to be rewritten by an import: the installed text (verses,
 * concordance, counts, original words, the verse mappings its import writes) is archived under its generation
 * number, the oldest archives beyond KEPT_GENERATIONS go, and versions.generation is bumped, all in the caller's
 * transaction. Returns whether there was a text to archive.
 */
export async function archiveGeneration(manager: EntityManager, code: string): Promise<boolean> {
  const state = await lockVersion(manager, code);
  if (!state) return false;
  const archived = await archiveLive(manager, code, state);
  await pruneArchive(manager, code);
  await manager.query(`UPDATE versions SET generation = generation + 1 WHERE code = $1`, [code]);
  return archived;
}

/**
 * Restores an archived generation (the newest when none is named) in the caller's transaction, if the live
 * generation is still the one expected: the live text is archived under its number (so it can be restored
 * in turn) and the restored text becomes a new generation.
 */
export async function restoreGeneration(
  manager: EntityManager,
  code: string,
  change: GenerationChange & { generation?: number },
): Promise<VersionState> {
  const state = await lockExpected(manager, code, change);
  const wanted: {
    generation: number;
    installed: boolean;
    verse_count: number;
    checksum: string | null;
    published: boolean;
    coverage: string | null;
  }[] = await manager.query(
    `SELECT generation, installed, verse_count, checksum, published, coverage FROM version_generations
     WHERE version_code = $1 AND ($2::int IS NULL OR generation = $2) ORDER BY generation DESC LIMIT 1`,
    [code, change.generation ?? null],
  );
  const target = wanted[0];
  if (!target) {
    throw new NothingToRollBackError(
      change.generation === undefined
        ? `${code} has no previous generation to roll back to`
        : `${code} keeps no generation ${change.generation}`,
    );
  }
  await archiveLive(manager, code, state);
  await restoreRows(manager, code, target.generation);
  await dropArchived(manager, code, [target.generation]);
  await pruneArchive(manager, code);
  // Visitors see the restored text exactly when they saw it while it was live.
  await manager.query(`UPDATE versions SET published = $2, coverage = $3 WHERE code = $1`, [
    code,
    target.published,
    target.coverage,
  ]);
  return setLive(manager, code, state, change.jobId, {
    installed: target.installed,
    verseCount: target.verse_count,
    checksum: target.checksum,
  });
}

/** Uninstalls a version after archiving it, if the live generation is still the one expected (a rollback brings it back). */
export async function uninstallGeneration(
  manager: EntityManager,
  code: string,
  change: GenerationChange,
): Promise<VersionState> {
  const state = await lockExpected(manager, code, change);
  if (!state.installed) throw new GenerationChangedError(`${code} is not installed`);
  await archiveLive(manager, code, state);
  await deleteLive(manager, code);
  await pruneArchive(manager, code);
  return setLive(manager, code, state, change.jobId, { installed: false, verseCount: 0, checksum: null });
}

/** The verse-mapping scheme a version's own import writes (the WLC's `mt`), whose rows are part of its generations. */
export function mappingSchemeOf(code: string): string | null {
  for (const text of CORPUS_TEXTS)
    if (text.kind === 'bible' && text.versionCode === code && text.versification)
      return text.versification.scheme;
  return null;
}

async function lockExpected(
  manager: EntityManager,
  code: string,
  change: GenerationChange,
): Promise<VersionState> {
  const state = await lockVersion(manager, code);
  if (!state) throw new GenerationChangedError(`No version with the code ${code}`);
  if (state.generation !== change.expectedGeneration)
    throw new GenerationChangedError(generationChanged(code, state.generation, change.expectedGeneration));
  return state;
}

async function archiveLive(manager: EntityManager, code: string, state: VersionState): Promise<boolean> {
  const [{ n }]: { n: number }[] = await manager.query(
    `SELECT count(*)::int AS n FROM verses WHERE version_code = $1`,
    [code],
  );
  if (n === 0) return false;
  for (const t of TEXT_TABLES) {
    await manager.query(
      `INSERT INTO ${t.archive} (generation, ${t.columns}) SELECT $2, ${t.columns} FROM ${t.live} WHERE version_code = $1`,
      [code, state.generation],
    );
  }
  const scheme = mappingSchemeOf(code);
  if (scheme) {
    await manager.query(
      `INSERT INTO archived_verse_mappings (version_code, generation, ${MAPPING_COLUMNS})
       SELECT $1, $2, ${MAPPING_COLUMNS} FROM verse_mappings WHERE to_scheme = $3`,
      [code, state.generation, scheme],
    );
  }
  await manager.query(
    `INSERT INTO version_generations (version_code, generation, installed, verse_count, checksum, source, published, coverage)
     SELECT $1, $2, $3, $4, $5, (SELECT source FROM imports WHERE version_code = $1 AND status = 'completed'
                                  ORDER BY finished_at DESC NULLS LAST LIMIT 1),
            v.published, v.coverage
     FROM versions v WHERE v.code = $1`,
    [code, state.generation, state.installed, n, state.checksum],
  );
  return true;
}

/**
 * Makes the live rows of a version equal to an archived generation's: rows that differ go, rows not there come.
 * Restoring a text that differs from the live one in a few verses rewrites those, not the whole Bible with its
 * search index and 300,000 words.
 */
async function restoreRows(manager: EntityManager, code: string, generation: number): Promise<void> {
  const scheme = mappingSchemeOf(code);
  if (scheme) {
    await manager.query(
      `DELETE FROM verse_mappings l WHERE l.to_scheme = $3 AND NOT EXISTS (
         SELECT 1 FROM archived_verse_mappings a WHERE a.version_code = $1 AND a.generation = $2 AND ${sameRow(MAPPING_COLUMNS, MAPPING_NULLABLE)})`,
      [code, generation, scheme],
    );
  }
  for (const t of [...TEXT_TABLES].reverse()) {
    await manager.query(
      `DELETE FROM ${t.live} l WHERE l.version_code = $1 AND NOT EXISTS (
         SELECT 1 FROM ${t.archive} a WHERE a.version_code = $1 AND a.generation = $2 AND ${sameRow(t.columns, t.nullable)})`,
      [code, generation],
    );
  }
  for (const t of TEXT_TABLES) {
    await manager.query(
      `INSERT INTO ${t.live} (${t.columns}) SELECT ${prefixed(t.columns)} FROM ${t.archive} a
       WHERE a.version_code = $1 AND a.generation = $2 AND NOT EXISTS (SELECT 1 FROM ${t.live} l WHERE l.version_code = $1 AND ${sameRow(t.columns, t.nullable)})`,
      [code, generation],
    );
  }
  if (scheme) {
    await manager.query(
      `INSERT INTO verse_mappings (${MAPPING_COLUMNS}) SELECT ${prefixed(MAPPING_COLUMNS)} FROM archived_verse_mappings a
       WHERE a.version_code = $1 AND a.generation = $2 AND NOT EXISTS (SELECT 1 FROM verse_mappings l WHERE l.to_scheme = $3 AND ${sameRow(MAPPING_COLUMNS, MAPPING_NULLABLE)})`,
      [code, generation, scheme],
    );
  }
}

/**
 * Empties the live tables of a version being uninstalled. Its verse mappings go too, unless another installed
 * version is numbered in that scheme (an uploaded Modern Hebrew text in `mt` still needs them).
 */
async function deleteLive(manager: EntityManager, code: string): Promise<void> {
  for (const t of [...TEXT_TABLES].reverse())
    await manager.query(`DELETE FROM ${t.live} WHERE version_code = $1`, [code]);
  const scheme = mappingSchemeOf(code);
  if (!scheme) return;
  await manager.query(
    `DELETE FROM verse_mappings WHERE to_scheme = $1 AND NOT EXISTS (SELECT 1 FROM versions WHERE versification = $1 AND installed AND code <> $2)`,
    [scheme, code],
  );
}

async function setLive(
  manager: EntityManager,
  code: string,
  state: VersionState,
  jobId: string,
  live: Pick<VersionState, 'installed' | 'verseCount' | 'checksum'>,
): Promise<VersionState> {
  const generation = state.generation + 1;
  await manager.query(
    `UPDATE versions SET installed = $2, verse_count = $3, checksum = $4, generation = $5, updated_at = now() WHERE code = $1`,
    [code, live.installed, live.verseCount, live.checksum, generation],
  );
  // The job's own record of its write, committed with it: run again, it finds its work done (version-writes.ts).
  await recordVersionWrite(manager, {
    jobId,
    versionCode: code,
    checksum: live.checksum ?? '',
    verseCount: live.verseCount,
  });
  return { ...live, generation };
}

/** Keeps the newest KEPT_GENERATIONS archived generations of a version. */
async function pruneArchive(manager: EntityManager, code: string): Promise<void> {
  const rows: { generation: number }[] = await manager.query(
    `SELECT generation FROM version_generations WHERE version_code = $1 ORDER BY generation DESC OFFSET $2`,
    [code, KEPT_GENERATIONS],
  );
  if (rows.length)
    await dropArchived(
      manager,
      code,
      rows.map((r) => r.generation),
    );
}

async function dropArchived(manager: EntityManager, code: string, generations: number[]): Promise<void> {
  for (const archive of [...TEXT_TABLES.map((t) => t.archive), 'archived_verse_mappings']) {
    await manager.query(`DELETE FROM ${archive} WHERE version_code = $1 AND generation = ANY($2::int[])`, [
      code,
      generations,
    ]);
  }
  await manager.query(
    `DELETE FROM version_generations WHERE version_code = $1 AND generation = ANY($2::int[])`,
    [code, generations],
  );
}
