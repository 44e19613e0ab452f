import type { EntityManager } from 'typeorm';

export const UNTRANSLATED = '[untranslated]';

/**
 * Counts, per Strong's number, how the version renders it, in tagged words ("beginning 49, first 9 ...").
 * Renderings are lower-cased, stripped of surrounding punctuation, of a leading article ("the love" is
 * "love") and of a possessive ("love's"); a tag with no English is counted as untranslated, so that the
 * counts always sum to the number's tagged words.
 */
export async function replaceTranslationCounts(manager: EntityManager, versionCode: string): Promise<number> {
  await manager.query('DELETE FROM translation_counts WHERE version_code = $1', [versionCode]);
  const result: unknown[] = await manager.query(
    `INSERT INTO translation_counts (strongs, version_code, translation, count)
     SELECT strongs, $1, translation, count(*)
     FROM (
       SELECT strongs,
              coalesce(nullif(
                regexp_replace(regexp_replace(
                  lower(trim(regexp_replace(word, '^[^[:alnum:]]+|[^[:alnum:]]+$', '', 'g'))),
                  '^(the|a|an)\s+(?=\S)', ''), '[''’]s$', ''),
                ''), $2) AS translation
       FROM verse_strongs WHERE version_code = $1
     ) t
     GROUP BY strongs, translation
     RETURNING 1`,
    [versionCode, UNTRANSLATED],
  );
  return result.length;
}
