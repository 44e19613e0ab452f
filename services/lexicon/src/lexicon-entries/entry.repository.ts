import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { ENTRY_COLUMNS, type EntryRow } from './entry-row';
import {
  BOOK_COUNTS_SQL,
  type BookCountRow,
  OCCURRENCE_PAGE_SQL,
  type OccurrenceRow,
} from './occurrences.repository';
import { KJV_VERSION } from '../shared/kjv';
import { DIRECT_RELATIONS_SQL, type RelationRow, SAME_ROOT_NEIGHBOURS_SQL } from './related-entries-sql';
import {
  KJV_TRANSLATIONS_SQL,
  type KjvTranslationRow,
  OTHER_TRANSLATIONS_SQL,
  type VersionCountRow,
} from './translation-counts-sql';

/** Everything an entry page shows, as read in one statement. */
export interface EntryParts {
  entry: EntryRow;
  kjvTranslations: KjvTranslationRow[];
  otherTranslations: VersionCountRow[];
  byBook: BookCountRow[];
  examples: OccurrenceRow[];
  direct: RelationRow[];
  neighbours: string[];
  /** The entries that `direct` and `neighbours` name. */
  relatedEntries: EntryRow[];
}

/** A part as a JSON array of its rows, in the order its statement gives them. */
const rowsOf = (sql: string): string => `(SELECT coalesce(json_agg(x), '[]') FROM (${sql}) x)`;

/**
 * An entry and every part of its page in one statement (issue #32: at most two statements per entry on a
 * cache miss; this is one). Each part is the statement it would be on its own, with the same $1 (the
 * number) and $2 (the KJV), aggregated to JSON; nothing but the entry's row is read for a number that has none.
 */
const ENTRY_WITH_PARTS_SQL = `WITH direct AS (${DIRECT_RELATIONS_SQL}),
  neighbours AS (${SAME_ROOT_NEIGHBOURS_SQL})
  SELECT to_json(entry) AS entry,
    ${rowsOf(KJV_TRANSLATIONS_SQL)} AS "kjvTranslations",
    ${rowsOf(OTHER_TRANSLATIONS_SQL)} AS "otherTranslations",
    ${rowsOf(BOOK_COUNTS_SQL)} AS "byBook",
    ${rowsOf(OCCURRENCE_PAGE_SQL)} AS examples,
    ${rowsOf('SELECT strongs, relation FROM direct')} AS direct,
    (SELECT coalesce(json_agg(strongs), '[]') FROM neighbours) AS neighbours,
    ${rowsOf(
      `SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e
       WHERE e.strongs IN (SELECT strongs FROM direct UNION SELECT strongs FROM neighbours)`,
    )} AS "relatedEntries"
  FROM (SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.strongs = $1) entry`;

@Injectable()
export class EntryRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** The entry of a normalised number with its parts, `exampleVerses` of its verses among them; undefined when none. */
  async withParts(strongs: string, exampleVerses: number): Promise<EntryParts | undefined> {
    // One plan for every number, H3068's 6,000 verses as a name's one (planned-once.corpus.int.spec): planning it
    // took twice as long as running it, on every entry (issue #32).
    const rows: EntryParts[] = await this.db.queryPlannedOnce(ENTRY_WITH_PARTS_SQL, [
      strongs,
      KJV_VERSION,
      exampleVerses,
      0,
    ]);
    return rows[0];
  }
}
