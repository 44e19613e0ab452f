import { BOOKS } from '@strongs/scripture';
import type { DataSource, EntityManager } from 'typeorm';
import { VERSION_CATALOG } from '../versions/version-catalog';
import { recordVersionWrite } from './version-writes';

/** Books and the known versions exist before any text arrives; installing a version only flips its row. */
export async function ensureCatalogRows(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `INSERT INTO books (number, osis, name, abbreviation, testament, chapters)
     SELECT * FROM json_to_recordset($1::json)
       AS r(number smallint, osis text, name text, abbreviation text, testament text, chapters smallint)
     ON CONFLICT (number) DO UPDATE SET osis = EXCLUDED.osis, name = EXCLUDED.name,
       abbreviation = EXCLUDED.abbreviation, testament = EXCLUDED.testament, chapters = EXCLUDED.chapters`,
    [
      JSON.stringify(
        BOOKS.map((b) => ({
          number: b.number,
          osis: b.osis,
          name: b.name,
          abbreviation: b.abbreviation,
          testament: b.testament,
          chapters: b.chapters,
        })),
      ),
    ],
  );
  await dataSource.query(
    `INSERT INTO versions (code, name, abbreviation, language, direction, kind, licence, source, credit,
       description, has_strongs, strongs_note, versification, sort_order)
     SELECT * FROM json_to_recordset($1::json) AS r(code text, name text, abbreviation text, language text,
       direction text, kind text, licence text, source text, credit text, description text, has_strongs boolean,
       strongs_note text, versification text, sort_order integer)
     ON CONFLICT (code) DO UPDATE SET abbreviation = EXCLUDED.abbreviation,
       language = EXCLUDED.language, direction = EXCLUDED.direction, kind = EXCLUDED.kind,
       description = EXCLUDED.description, has_strongs = EXCLUDED.has_strongs, strongs_note = EXCLUDED.strongs_note,
       sort_order = EXCLUDED.sort_order,
       -- what the admin recorded for a slot (name, source, licence, credit, versification) outlives the seed
       name = CASE WHEN versions.metadata_edited THEN versions.name ELSE EXCLUDED.name END,
       licence = CASE WHEN versions.metadata_edited OR versions.licence LIKE 'Imported by an administrator%' THEN versions.licence ELSE EXCLUDED.licence END,
       source = CASE WHEN versions.metadata_edited THEN versions.source ELSE EXCLUDED.source END,
       credit = CASE WHEN versions.metadata_edited THEN versions.credit ELSE EXCLUDED.credit END,
       versification = CASE WHEN versions.metadata_edited THEN versions.versification ELSE EXCLUDED.versification END`,
    [
      JSON.stringify(
        VERSION_CATALOG.map((v) => ({
          code: v.code,
          name: v.name,
          abbreviation: v.abbreviation,
          language: v.language,
          direction: v.direction,
          kind: v.kind,
          licence: v.licence,
          source: v.source,
          credit: v.credit ?? null,
          description: v.description ?? null,
          has_strongs: v.hasStrongs,
          strongs_note: v.strongsNote ?? null,
          versification: v.versification,
          sort_order: v.sortOrder,
        })),
      ),
    ],
  );
}

/** Flips the version row and records which job wrote the text (`jobId`), in the writing transaction. */
export async function markVersionInstalled(
  manager: EntityManager,
  code: string,
  verseCount: number,
  checksum: string,
  jobId: string,
): Promise<void> {
  await manager.query(
    // What the seed installs is published; an upload holds it back afterwards (holdUnpublished).
    `UPDATE versions SET installed = true, published = true, coverage = NULL, verse_count = $2, checksum = $3, updated_at = now() WHERE code = $1`,
    [code, verseCount, checksum],
  );
  await recordVersionWrite(manager, { jobId, versionCode: code, checksum, verseCount });
}
