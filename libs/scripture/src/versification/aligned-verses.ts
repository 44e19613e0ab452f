/**
 * The one query that pairs a version with KJV verses through `verse_mappings`, and the assembly of its
 * rows: shared by the search service (what the API serves) and the fidelity check (which must read exactly that).
 * Only the SQL text and its row types, no driver: each caller runs it on its own connection.
 */

/** One verse of a version's own numbering that (with the others of its KJV verse) makes up a KJV verse. */
export interface AlignedVerseRow {
  kjv_ord: number;
  seq: number;
  part: 'a' | 'b' | null;
  kind: 'full' | 'partial';
  role: 'text' | 'title';
  ord: number;
  book: number;
  chapter: number;
  verse: number;
  text: string;
  heading: string | null;
  markup?: unknown;
}

/** A KJV verse that a verse of the version's own numbering belongs to. */
export interface KjvOfOwnRow {
  own_ord: number;
  kjv_ord: number;
  role: 'text' | 'title';
}

/**
 * The KJV verses asked for, mapped into the version's own numbering through `verse_mappings` (its
 * `versions.versification` scheme): a KJV verse with no mapping row is the verse of the same number,
 * one with a row without `to_ord` has no verse there. Exported for the fidelity check, which must read
 * exactly what the API serves.
 */
export const ALIGNED_VERSES_SQL = (withMarkup: boolean) => `
  WITH w AS (SELECT k, n FROM unnest($2::int[]) WITH ORDINALITY AS w(k, n)),
  s AS (SELECT versification AS scheme FROM versions WHERE code = $1),
  m AS (
    SELECT w.k AS kjv_ord, w.n, coalesce(vm.seq, 0) AS seq,
           CASE WHEN vm.from_ord IS NULL THEN w.k ELSE vm.to_ord END AS ord,
           vm.to_part AS part, coalesce(vm.kind, 'full') AS kind, coalesce(vm.role, 'text') AS role
    FROM w CROSS JOIN s
    LEFT JOIN verse_mappings vm ON vm.from_scheme = 'kjv' AND vm.to_scheme = s.scheme AND vm.from_ord = w.k)
  SELECT m.kjv_ord, m.seq, m.part, m.kind, m.role, v.ord, v.book, v.chapter, v.verse, v.text, v.heading${withMarkup ? ', v.markup' : ''}
  FROM m JOIN verses v ON v.version_code = $1 AND v.ord = m.ord
  ORDER BY m.n, m.seq`;

/** What a version says for one KJV verse, assembled from the verses of its own numbering. */
export interface AlignedText {
  kjvOrd: number;
  /** The verse text; several source verses (or halves) joined by a space. */
  text: string;
  /** A Psalm superscription numbered as verses by the version, or null. */
  title: string | null;
  /** The source verses of the text, in the version's own numbering. */
  sources: AlignedVerseRow[];
  partial: boolean;
}

/** Groups aligned rows by KJV verse (rows come ordered by request, then sequence). */
export function assembleAligned(rows: AlignedVerseRow[]): Map<number, AlignedText> {
  const out = new Map<number, AlignedText>();
  for (const row of rows) {
    const kjvOrd = Number(row.kjv_ord);
    let entry = out.get(kjvOrd);
    if (!entry) {
      entry = { kjvOrd, text: '', title: null, sources: [], partial: false };
      out.set(kjvOrd, entry);
    }
    if (!row.text) continue;
    if (row.role === 'title') {
      entry.title = entry.title ? `${entry.title} ${row.text}` : row.text;
      continue;
    }
    entry.text = entry.text ? `${entry.text} ${row.text}` : row.text;
    entry.sources.push(row);
    if (row.kind === 'partial') entry.partial = true;
  }
  return out;
}
