import type { FidelityCheck } from '../fidelity-check';
import { rawImpVerses } from './raw-imp-bible';

/**
 * The WEB's Strong's tags (eBible, machine-aligned: H3068 on "is", "my", "I", "shall" in Psalm 23:1)
 * are not shown nor counted: none of the raw file's tagged words reaches a verse token or the
 * concordance, and the version list says why.
 */
export const webStrongsWithheldCheck: FidelityCheck = {
  name: "WEB shows no machine-aligned Strong's numbers and says so",
  async run({ sql, corpusDir }) {
    let tagged = 0;
    for await (const verse of rawImpVerses(corpusDir, 'sword/web.imp.gz')) {
      tagged += verse.markup.match(/<w\b[^>]*lemma="[^"]*strong:/g)?.length ?? 0;
    }
    const disagreements: string[] = [];
    const [{ rows }] = await sql<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM verse_strongs WHERE version_code = 'web'`,
    );
    if (rows > 0) disagreements.push(`the concordance holds ${rows} WEB rows`);
    const shown = await sql<{ ord: number }>(
      `SELECT ord FROM verses WHERE version_code = 'web'
         AND jsonb_path_exists(markup, '$.**.strongs') ORDER BY ord LIMIT 20`,
    );
    for (const { ord } of shown) disagreements.push(`WEB verse ${ord} shows Strong's numbers`);
    const [version] = await sql<{ has_strongs: boolean; strongs_note: string | null }>(
      // to_jsonb: a database from before the column existed reports a disagreement, not an error.
      `SELECT has_strongs, to_jsonb(v) ->> 'strongs_note' AS strongs_note FROM versions v WHERE code = 'web'`,
    );
    if (!version || version.has_strongs)
      disagreements.push('the WEB is listed as having Strong\u2019s numbers');
    if (!version?.strongs_note?.includes('not shown'))
      disagreements.push('the WEB version row does not say its numbers are not shown');
    return { checked: tagged, disagreements };
  },
};
