import type { FidelityCheck } from '../fidelity-check';

/**
 * What a reader can see of a verse: its text, its title, its notes and the text of every markup token
 * (the reader and the Strong's view render tokens, not `text`).
 */
const VISIBLE = `
  SELECT v.ord, v.version_code, v.book, v.chapter, v.verse,
         concat_ws(' | ', v.text, v.heading,
           (SELECT string_agg(t ->> 'text', '') FROM jsonb_array_elements(v.markup -> 'tokens') t),
           (SELECT string_agg(t ->> 'text', '') FROM jsonb_array_elements(coalesce(v.markup -> 'headingTokens', '[]')) t),
           (SELECT string_agg(n, ' ') FROM jsonb_array_elements_text(coalesce(v.markup -> 'notes', '[]')) n)) AS seen
  FROM verses v JOIN versions ver ON ver.code = v.version_code AND ver.installed
  WHERE v.version_code = $1 AND v.ord > $2 ORDER BY v.ord LIMIT $3`;

const PAGE = 5000;

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
    const versions = await sql<{ code: string }>(`SELECT code FROM versions WHERE installed ORDER BY code`);
    const disagreements: string[] = [];
    let checked = 0;
    for (const { code } of versions) {
      let after = 0;
      for (;;) {
        const rows = await sql<{ version_code: string; book: number; chapter: number; verse: number; seen: string; ord: number }>(
          VISIBLE,
          [code, after, PAGE],
        );
        if (rows.length === 0) break;
        for (const row of rows) {
          checked++;
          const residue = residueIn(row.seen ?? '');
          if (residue) disagreements.push(`${row.version_code} ${row.book} ${row.chapter}:${row.verse}: ${residue}`);
        }
        after = rows[rows.length - 1].ord;
      }
    }
    return { checked, disagreements };
  },
};
