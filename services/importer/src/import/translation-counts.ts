import { countTranslations, type RenderingVerse, type TranslationCount } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';
import type { VerseMarkup } from './verse-batches';

/** Strong's own list of KJV renderings ("kjv_def") per number, which decides the words that render it. */
export type StrongsUsage = ReadonlyMap<string, string>;

const INSERT_BATCH = 5000;

/**
 * Counts, per Strong's number, how the version renders it ("beginning 18, firstfruits 10 ..."), from the
 * tagged tokens the version was just written with: see countTranslations (libs/scripture) for how a
 * rendering is counted, and README "Data and licences" for the method as readers see it.
 */
export async function replaceTranslationCounts(manager: EntityManager, versionCode: string, usage: StrongsUsage): Promise<number> {
  await manager.query('DELETE FROM translation_counts WHERE version_code = $1', [versionCode]);
  const rows: { markup: VerseMarkup }[] = await manager.query(
    `SELECT markup FROM verses WHERE version_code = $1 ORDER BY ord`,
    [versionCode],
  );
  const verses: RenderingVerse[] = rows.map(({ markup }) => [markup.tokens, markup.headingTokens ?? []]);
  const counts = countTranslations(verses, (strongs) => usage.get(strongs));
  for (let i = 0; i < counts.length; i += INSERT_BATCH) await insertCounts(manager, versionCode, counts.slice(i, i + INSERT_BATCH));
  return counts.length;
}

async function insertCounts(manager: EntityManager, versionCode: string, counts: TranslationCount[]): Promise<void> {
  await manager.query(
    `INSERT INTO translation_counts (strongs, version_code, translation, count)
     SELECT r.strongs, $1, r.translation, r.count
     FROM json_to_recordset($2::json) AS r(strongs text, translation text, count integer)`,
    [versionCode, JSON.stringify(counts)],
  );
}

/** The installed dictionaries' renderings, for an uploaded version (the corpus texts read the corpus files). */
export async function installedStrongsUsage(manager: EntityManager): Promise<StrongsUsage> {
  const rows: { strongs: string; usage: string }[] = await manager.query(`SELECT strongs, usage FROM lexicon_entries`);
  return new Map(rows.map((r) => [r.strongs, r.usage]));
}
