import type { VersesRow } from '@strongs/db';
import {
  countSpanishRenderings,
  countTranslations,
  verseOrd,
  type RenderingVerse,
  type VerseRecord,
} from '@strongs/scripture';
import { VERSION_CATALOG } from '../versions/version-catalog';
import type { EntityManager } from 'typeorm';
import { copyRows } from './copy-rows';

/** Strong's own list of KJV renderings ("kjv_def") per number, which decides the words that render it. */
export type StrongsUsage = ReadonlyMap<string, string>;

/**
 * Counts, per Strong's number, how the version renders it ("beginning 18, firstfruits 10 ..."), from the
 * tagged tokens the version was just written with: see countTranslations (libs/scripture) for how an
 * English rendering is counted, countSpanishRenderings for a Spanish version's ("amó 13, ama 23 ..." in the
 * RV1909), and README "Data and licences" for the method as readers see it.
 */
export async function replaceTranslationCounts(
  manager: EntityManager,
  versionCode: string,
  usage: StrongsUsage,
  written?: readonly VerseRecord[],
): Promise<number> {
  await manager.query('DELETE FROM translation_counts WHERE version_code = $1', [versionCode]);
  // The records just written, when the caller has them, spare reading 30 MB of markup back.
  const verses: RenderingVerse[] = written
    ? [...written]
        .sort((a, b) => verseOrd(a.book, a.chapter, a.verse) - verseOrd(b.book, b.chapter, b.verse))
        .map((r) => [r.tokens, r.headingTokens ?? []])
    : await writtenVerses(manager, versionCode);
  const counts =
    versionLanguage(versionCode) === 'es'
      ? countSpanishRenderings(verses)
      : countTranslations(verses, (strongs) => usage.get(strongs));
  await copyRows(
    manager,
    'translation_counts',
    ['strongs', 'version_code', 'translation', 'count'],
    counts.map((c) => [c.strongs, versionCode, c.translation, c.count]),
  );
  return counts.length;
}

/** The catalogue's language of a version (an unknown code counts as English, as before). */
function versionLanguage(code: string): string {
  return VERSION_CATALOG.find((v) => v.code === code)?.language ?? 'en';
}

async function writtenVerses(manager: EntityManager, versionCode: string): Promise<RenderingVerse[]> {
  const rows: Pick<VersesRow, 'markup'>[] = await manager.query(
    `SELECT markup FROM verses WHERE version_code = $1 ORDER BY ord`,
    [versionCode],
  );
  return rows.map(({ markup }) => [markup.tokens, markup.headingTokens ?? []]);
}

/** The installed dictionaries' renderings, for an uploaded version (the corpus texts read the corpus files). */
export async function installedStrongsUsage(manager: EntityManager): Promise<StrongsUsage> {
  const rows: { strongs: string; usage: string }[] = await manager.query(
    `SELECT strongs, usage FROM lexicon_entries`,
  );
  return new Map(rows.map((r) => [r.strongs, r.usage]));
}
