import type { RelatedEntry } from '@strongs/contracts';
import { splitOutline } from '@strongs/scripture';
import type { EntryRow } from './entry-row';
import type { RelationRow } from './related-entries-sql';

export const MAX_SAME_ROOT_NEIGHBOURS = 5;
const GLOSS_LENGTH = 80;

export function gloss(definition: string): string {
  const first = splitOutline(definition)[0] ?? definition.trim();
  return first.length > GLOSS_LENGTH ? `${first.slice(0, GLOSS_LENGTH - 1).trimEnd()}…` : first;
}

/**
 * Etymology both ways first (each number once, its first relation kept), then up to five neighbours
 * of the same root that are not already listed.
 */
export function relatedEntries(
  direct: readonly RelationRow[],
  neighbours: readonly string[],
  entries: ReadonlyMap<string, EntryRow>,
): RelatedEntry[] {
  const out: RelatedEntry[] = [];
  const seen = new Set<string>();
  const push = (strongs: string, relation: RelatedEntry['relation']): boolean => {
    const row = entries.get(strongs);
    if (!row || seen.has(strongs)) return false;
    seen.add(strongs);
    out.push({
      strongsNumber: row.strongs,
      language: row.language,
      word: row.lemma,
      transliteration: row.transliteration,
      gloss: gloss(row.definition),
      relation,
    });
    return true;
  };
  for (const { strongs, relation } of direct) push(strongs, relation);
  let added = 0;
  for (const strongs of neighbours) {
    if (added >= MAX_SAME_ROOT_NEIGHBOURS) break;
    if (push(strongs, 'same_root_neighbour')) added++;
  }
  return out;
}
