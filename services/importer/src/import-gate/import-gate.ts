import { createHash } from 'node:crypto';
import type { ImportSummary } from '@strongs/contracts';
import { BOOKS, type VerseRecord } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';
import { summariseImport, type InstalledText, type ReaderCounts } from './import-summary';

type Queryable = Pick<EntityManager, 'query'>;

/** An import that would lose data and was not confirmed with the summary's token: the uploader's to decide. */
export class ImportNeedsConfirmationError extends Error {
  override name = 'ImportNeedsConfirmationError';
  constructor(readonly summary: ImportSummary) {
    super(`Needs confirmation: ${summary.risks.join('; ')}`);
  }
}

/** The installed generation of a version, as the summary compares it (nothing when the slot is empty). */
export async function readInstalledText(db: Queryable, versionCode: string): Promise<InstalledText | null> {
  const [version]: { installed: boolean; checksum: string | null }[] = await db.query(
    `SELECT installed, checksum FROM versions WHERE code = $1`,
    [versionCode],
  );
  if (!version?.installed) return null;
  const books: { book: number; chapters: number; verses: number; empty: number }[] = await db.query(
    `SELECT book, count(DISTINCT chapter)::int AS chapters, count(*)::int AS verses,
            count(*) FILTER (WHERE btrim(text) = '')::int AS empty
     FROM verses WHERE version_code = $1 GROUP BY book ORDER BY book`,
    [versionCode],
  );
  const tags: { book: number; tagged: number }[] = await db.query(
    `SELECT book, count(*)::int AS tagged FROM verse_strongs WHERE version_code = $1 GROUP BY book`,
    [versionCode],
  );
  const taggedByBook = new Map(tags.map((t) => [t.book, t.tagged]));
  const rows: { ord: number; text: string }[] = await db.query(
    `SELECT ord, text FROM verses WHERE version_code = $1`,
    [versionCode],
  );
  return {
    checksum: version.checksum,
    perBook: books.map((b) => ({
      book: BOOKS[b.book - 1]?.osis ?? String(b.book),
      chapters: b.chapters,
      verses: b.verses,
      emptyVerses: b.empty,
      taggedWords: taggedByBook.get(b.book) ?? 0,
    })),
    texts: new Map(rows.map((r) => [r.ord, r.text])),
  };
}

/** The token binds a confirmation to this file and this installed generation: either changing asks again. */
function summaryToken(summary: Omit<ImportSummary, 'token'>): string {
  const bound = [
    summary.versionCode,
    summary.checksum,
    summary.installed?.checksum ?? '',
    summary.installed?.verses ?? 0,
    summary.installed?.taggedWords ?? 0,
    summary.file.verses,
    summary.file.taggedWords,
  ];
  return createHash('sha256').update(JSON.stringify(bound)).digest('hex').slice(0, 32);
}

export interface GateInput {
  versionCode: string;
  fileName: string;
  checksum: string;
  records: readonly VerseRecord[];
  reader?: ReaderCounts;
}

/** The dry run: the file's counts against the installed generation, read through `db` (a transaction locks it). */
export async function dryRun(db: Queryable, input: GateInput): Promise<ImportSummary> {
  const summary = summariseImport(input, await readInstalledText(db, input.versionCode));
  return { ...summary, token: summaryToken(summary) };
}

/** Refuses a replacement that loses data unless `confirm` is the token of this very summary. */
export function passGate(summary: ImportSummary, confirm: string | undefined): void {
  if (summary.requiresConfirmation && confirm !== summary.token)
    throw new ImportNeedsConfirmationError(summary);
}
