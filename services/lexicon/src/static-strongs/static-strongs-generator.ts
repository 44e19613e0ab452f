import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticStrongsDefinition } from '@strongs/contracts';

/**
 * Pre-generated definition files, one `H7225.json` per entry, for `/api/static-strongs/{n}`.
 * No Nest here: the importer (or a CLI) can call generateStaticStrongs after a seed or import, and
 * the lexicon service calls ensureStaticStrongs at start. Each file is replaced atomically, so a
 * reader never sees half a file and never a missing one while the set is refreshed.
 */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown[]>;
}

export const STATIC_MANIFEST = '_manifest.json';
/** Bump when the files change shape, so every directory is regenerated once. */
const FORMAT = 1;
const WRITE_CONCURRENCY = 64;
const ENTRY_FILE = /^[HG]\d{1,5}\.json$/;

export interface StaticManifest {
  format: number;
  fingerprint: string;
  count: number;
  generatedAt: string;
}

interface StaticRow extends StaticStrongsDefinition {
  fingerprint?: string;
}

export function staticFileName(strongs: string): string {
  return `${strongs}.json`;
}

/** A digest of everything the files hold, so a start after an import notices the change. */
export async function lexiconFingerprint(db: Queryable): Promise<{ fingerprint: string; count: number }> {
  const [row] = (await db.query(
    `SELECT coalesce(md5(string_agg(concat_ws(chr(31), strongs, lemma, transliteration, pronunciation, definition), chr(30) ORDER BY strongs)), '') AS fingerprint,
            count(*)::int AS count
     FROM lexicon_entries`,
  )) as { fingerprint: string; count: number }[];
  return { fingerprint: `${FORMAT}:${row.fingerprint}`, count: row.count };
}

export async function readManifest(dir: string): Promise<StaticManifest | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, STATIC_MANIFEST), 'utf8')) as StaticManifest;
  } catch {
    return undefined;
  }
}

async function writeAtomically(dir: string, name: string, content: string): Promise<void> {
  const temporary = join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
  await writeFile(temporary, content);
  await rename(temporary, join(dir, name));
}

export async function generateStaticStrongs(db: Queryable, dir: string): Promise<StaticManifest> {
  await mkdir(dir, { recursive: true });
  const { fingerprint, count } = await lexiconFingerprint(db);
  const rows = (await db.query(
    `SELECT strongs AS "strongsNumber", lemma AS word, transliteration, pronunciation, definition
     FROM lexicon_entries ORDER BY strongs`,
  )) as StaticRow[];
  for (let i = 0; i < rows.length; i += WRITE_CONCURRENCY) {
    await Promise.all(
      rows.slice(i, i + WRITE_CONCURRENCY).map((r) =>
        writeAtomically(
          dir,
          staticFileName(r.strongsNumber),
          JSON.stringify({
            strongsNumber: r.strongsNumber,
            word: r.word,
            transliteration: r.transliteration,
            pronunciation: r.pronunciation,
            definition: r.definition,
          }),
        ),
      ),
    );
  }
  const keep = new Set(rows.map((r) => staticFileName(r.strongsNumber)));
  for (const name of await readdir(dir)) {
    if (ENTRY_FILE.test(name) && !keep.has(name)) await unlink(join(dir, name));
  }
  const manifest: StaticManifest = {
    format: FORMAT,
    fingerprint,
    count,
    generatedAt: new Date().toISOString(),
  };
  await writeAtomically(dir, STATIC_MANIFEST, JSON.stringify(manifest));
  return manifest;
}

/** Generates the files when they are missing or were made from other data; otherwise does nothing. */
export async function ensureStaticStrongs(db: Queryable, dir: string): Promise<'fresh' | 'generated'> {
  const [manifest, current] = await Promise.all([readManifest(dir), lexiconFingerprint(db)]);
  if (manifest?.fingerprint === current.fingerprint) return 'fresh';
  await generateStaticStrongs(db, dir);
  return 'generated';
}
