import { Injectable } from '@nestjs/common';
import type { KjvTranslationCount, VersionTranslations } from '@strongs/contracts';
import { ReadDatabase } from '@strongs/db';
import { KJV_VERSION } from '../shared/kjv';

interface VersionCountRow {
  code: string;
  name: string;
  abbreviation: string;
  language: string;
  translation: string;
  count: number;
}

@Injectable()
export class TranslationCountsRepository {
  constructor(private readonly db: ReadDatabase) {}

  async forNumber(strongs: string): Promise<KjvTranslationCount[]> {
    return this.db.query(
      `SELECT translation, count FROM translation_counts
       WHERE strongs = $1 AND version_code = $2 ORDER BY count DESC, translation`,
      [strongs, KJV_VERSION],
    );
  }

  /**
   * The number's renderings in every other translation tagged with Strong's numbers that visitors see
   * (installed and published: the Reina-Valera 1909), written by the importer with the version's text.
   */
  async forOtherTranslations(strongs: string): Promise<VersionTranslations[]> {
    const rows: VersionCountRow[] = await this.db.query(
      `SELECT v.code, v.name, v.abbreviation, v.language, tc.translation, tc.count
       FROM translation_counts tc JOIN versions v ON v.code = tc.version_code
       WHERE tc.strongs = $1 AND v.code <> $2 AND v.kind = 'translation'
         AND v.has_strongs AND v.installed AND v.published
       ORDER BY v.sort_order, v.code, tc.count DESC, tc.translation`,
      [strongs, KJV_VERSION],
    );
    const byVersion = new Map<string, VersionTranslations>();
    for (const row of rows) {
      let version = byVersion.get(row.code);
      if (!version) {
        version = {
          version: row.code,
          name: row.name,
          abbreviation: row.abbreviation,
          language: row.language,
          translations: [],
          totalWords: 0,
        };
        byVersion.set(row.code, version);
      }
      version.translations.push({ translation: row.translation, count: row.count });
      version.totalWords += row.count;
    }
    return [...byVersion.values()];
  }
}
