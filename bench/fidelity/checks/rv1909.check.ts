import { rawRv1909Renderings, rawRv1909StrongsCounts, rawRv1909Verses } from '@strongs/testing';
import type { FidelityCheck } from '../fidelity-check';

/**
 * The Reina-Valera 1909 against the checks' own parse of sword/sparv1909.imp.gz (regular expressions, not
 * the importer's reader): every verse's text, every Strong's number's tags (the concordance rows a Strong's
 * search counts) and verses, and every number's Spanish renderings (the entry page's counts, compared
 * lower-cased: which capital is kept is the importer's call).
 */
export const rv1909Check: FidelityCheck = {
  name: 'RV1909 verses, Strong\u2019s tags and Spanish renderings match the file',
  async run({ sql, corpusDir }) {
    const raw = rawRv1909Verses(corpusDir);
    const disagreements: string[] = [];
    const verses = new Map(
      (
        await sql<{ ord: number; text: string }>(`SELECT ord, text FROM verses WHERE version_code = 'rv1909'`)
      ).map((r) => [r.ord, r.text]),
    );
    if (verses.size !== raw.length)
      disagreements.push(`${verses.size} verses installed, the file has ${raw.length}`);
    for (const verse of raw) {
      const text = verses.get(verse.ord);
      if (text !== verse.text) disagreements.push(`${verse.key}: "${text}" ≠ the file's "${verse.text}"`);
    }

    const counts = rawRv1909StrongsCounts(raw);
    const rows = new Map(
      (
        await sql<{ strongs: string; words: number; verses: number }>(
          `SELECT strongs, count(*)::int AS words, count(DISTINCT ord)::int AS verses
           FROM verse_strongs WHERE version_code = 'rv1909' GROUP BY strongs`,
        )
      ).map((r) => [r.strongs, r]),
    );
    for (const strongs of new Set([...counts.keys(), ...rows.keys()])) {
      const want = counts.get(strongs);
      const got = rows.get(strongs);
      if (want?.tags !== got?.words || want?.verses !== got?.verses)
        disagreements.push(
          `${strongs}: ${got?.words ?? 0} concordance rows in ${got?.verses ?? 0} verses, the file ${want?.tags ?? 0} tags in ${want?.verses ?? 0}`,
        );
    }

    const renderings = rawRv1909Renderings(raw);
    const stored = new Map<string, Map<string, number>>();
    for (const r of await sql<{ strongs: string; translation: string; count: number }>(
      `SELECT strongs, translation, count FROM translation_counts WHERE version_code = 'rv1909'`,
    )) {
      let byKey = stored.get(r.strongs);
      if (!byKey) stored.set(r.strongs, (byKey = new Map()));
      const key = r.translation.toLowerCase();
      byKey.set(key, (byKey.get(key) ?? 0) + r.count);
    }
    for (const strongs of new Set([...renderings.keys(), ...stored.keys()])) {
      const want = renderings.get(strongs) ?? new Map<string, number>();
      const got = stored.get(strongs) ?? new Map<string, number>();
      for (const key of new Set([...want.keys(), ...got.keys()]))
        if (want.get(key) !== got.get(key))
          disagreements.push(
            `${strongs} "${key}": ${got.get(key) ?? 0} counted, the file ${want.get(key) ?? 0}`,
          );
    }
    return { checked: raw.length + counts.size + renderings.size, disagreements };
  },
};
