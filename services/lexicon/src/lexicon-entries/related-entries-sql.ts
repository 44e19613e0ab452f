import type { RelatedEntryKind } from '@strongs/contracts';

export interface RelationRow {
  strongs: string;
  relation: RelatedEntryKind;
}

/** A root's family can be large (H1 'father' has dozens of derivatives): show the first ones. */
const MAX_DERIVED = 30;
const NEIGHBOUR_CANDIDATES = 20;

/**
 * Etymology from lexicon_relations, which the importer reads from the entries' own origin text: what the
 * entry's ($1) origin names (derives from, same root as, compare, see), then what names it as origin.
 */
export const DIRECT_RELATIONS_SQL = `(SELECT r.to_strongs AS strongs, r.kind AS relation
    FROM lexicon_relations r JOIN lexicon_entries e ON e.strongs = r.to_strongs
    WHERE r.from_strongs = $1
    ORDER BY CASE r.kind WHEN 'derives_from' THEN 0 WHEN 'same_root' THEN 1 WHEN 'compare' THEN 2 ELSE 3 END, e.language DESC, e.number)
  UNION ALL
  (SELECT r.from_strongs, 'derived'
    FROM lexicon_relations r JOIN lexicon_entries e ON e.strongs = r.from_strongs
    WHERE r.to_strongs = $1 AND r.kind = 'derives_from'
    ORDER BY e.language DESC, e.number LIMIT ${MAX_DERIVED})`;

/**
 * Entries from the same root as $1: those deriving from (or sharing the root of) a word this one derives
 * from, and those that say "from the same as" this one. Nearest numbers first: Strong's numbers
 * are alphabetical, so a root's family sits close together.
 */
export const SAME_ROOT_NEIGHBOURS_SQL = `WITH me AS (SELECT language, number FROM lexicon_entries WHERE strongs = $1),
  family AS (
    SELECT n.from_strongs AS strongs
    FROM lexicon_relations mine
    JOIN lexicon_relations n ON n.to_strongs = mine.to_strongs AND n.kind IN ('derives_from', 'same_root')
    WHERE mine.from_strongs = $1 AND mine.kind IN ('derives_from', 'same_root') AND n.from_strongs <> $1
    UNION
    SELECT r.from_strongs FROM lexicon_relations r WHERE r.to_strongs = $1 AND r.kind = 'same_root'
  )
  SELECT e.strongs FROM family f JOIN lexicon_entries e ON e.strongs = f.strongs, me
  ORDER BY (e.language = me.language) DESC, abs(e.number - me.number), e.number
  LIMIT ${NEIGHBOUR_CANDIDATES}`;
