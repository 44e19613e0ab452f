import type { FidelityCheck } from '../fidelity-check';

/**
 * What a reader can see of every installed verse: its text, its title, its notes and the text of every markup
 * token (the reader and the Strong's view render tokens, not `text`). Postgres counts them all and returns the
 * ones that hold a residue character, for the check to name.
 */
const SCAN = `
  WITH seen AS (
    SELECT v.version_code, v.book, v.chapter, v.verse,
           concat_ws(' | ', v.text, v.heading,
             (SELECT string_agg(t ->> 'text', '') FROM jsonb_array_elements(v.markup -> 'tokens') t),
             (SELECT string_agg(t ->> 'text', '') FROM jsonb_array_elements(coalesce(v.markup -> 'headingTokens', '[]')) t),
             (SELECT string_agg(n, ' ') FROM jsonb_array_elements_text(coalesce(v.markup -> 'notes', '[]')) n)) AS seen
    FROM verses v JOIN versions ver ON ver.code = v.version_code AND ver.installed
  )
  SELECT version_code, book, chapter, verse, seen, NULL::int AS total
  FROM seen WHERE seen ~ $1
  UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, count(*)::int FROM seen`;

/**
 * SWORD/OSIS/USFM leftovers: a backslash code (`\nd`, `\+nd*`), a tag (`<w …>`, `</divineName>`),
 * a brace (`{H430}`, `{beginning}`) or a pilcrow. None of these is part of any installed text.
 */
const RESIDUE: readonly [string, RegExp][] = [
  ['backslash code', /\\\+?[a-z]*\*?/],
  ['tag', /<\/?[A-Za-z][^>]*>?/],
  ['brace', /[{}]/],
  ['pilcrow', /¶/],
];

function residueIn(seen: string): string | undefined {
  for (const [kind, pattern] of RESIDUE) {
    const match = pattern.exec(seen);
    if (match) {
      const at = match.index;
      return `${kind} "${match[0]}" in "…${seen.slice(Math.max(0, at - 30), at + 30)}…"`;
    }
  }
  return undefined;
}

/** Every verse of every installed text, as the reader sees it, is free of source markup. */
export const markupResidueCheck: FidelityCheck = {
  name: 'installed texts carry no SWORD/OSIS/USFM markup residue (every verse: text, title, notes, tokens)',
  async run({ sql }) {
    const rows = await sql<{
      version_code: string | null;
      book: number;
      chapter: number;
      verse: number;
      seen: string;
      total: number;
    }>(SCAN, [String.raw`[\\{}¶]|</?[A-Za-z]`]);
    const disagreements: string[] = [];
    let checked = 0;
    for (const row of rows) {
      if (row.version_code === null) {
        checked = row.total;
        continue;
      }
      const residue = residueIn(row.seen) ?? 'residue';
      disagreements.push(`${row.version_code} ${row.book} ${row.chapter}:${row.verse}: ${residue}`);
    }
    return { checked, disagreements };
  },
};
