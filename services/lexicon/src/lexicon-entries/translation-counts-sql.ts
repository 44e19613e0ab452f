import type { KjvTranslationCount, VersionTranslations } from '@strongs/contracts';

/** How the KJV renders the number ($1), most frequent first; $2 is the KJV's code. */
export const KJV_TRANSLATIONS_SQL = `SELECT translation, count FROM translation_counts
  WHERE strongs = $1 AND version_code = $2 ORDER BY count DESC, translation`;

/**
 * The number's ($1) renderings in every other translation ($2: the KJV) tagged with Strong's numbers that
 * visitors see (installed and published: the Reina-Valera 1909), written by the importer with the version's text.
 */
export const OTHER_TRANSLATIONS_SQL = `SELECT v.code, v.name, v.abbreviation, v.language, tc.translation, tc.count
  FROM translation_counts tc JOIN versions v ON v.code = tc.version_code
  WHERE tc.strongs = $1 AND v.code <> $2 AND v.kind = 'translation'
    AND v.has_strongs AND v.installed AND v.published
  ORDER BY v.sort_order, v.code, tc.count DESC, tc.translation`;

export type KjvTranslationRow = KjvTranslationCount;

export interface VersionCountRow {
  code: string;
  name: string;
  abbreviation: string;
  language: string;
  translation: string;
  count: number;
}

/** The rows of OTHER_TRANSLATIONS_SQL, one entry per version in their order. */
export function byVersion(rows: readonly VersionCountRow[]): VersionTranslations[] {
  const versions = new Map<string, VersionTranslations>();
  for (const row of rows) {
    let version = versions.get(row.code);
    if (!version) {
      version = {
        version: row.code,
        name: row.name,
        abbreviation: row.abbreviation,
        language: row.language,
        translations: [],
        totalWords: 0,
      };
      versions.set(row.code, version);
    }
    version.translations.push({ translation: row.translation, count: row.count });
    version.totalWords += row.count;
  }
  return [...versions.values()];
}
