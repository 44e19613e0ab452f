import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { countTranslations, FUNCTION_WORDS, strongsRenderings } from '@strongs/scripture';
import type { FidelityCheck } from '../fidelity-check';
import { rawImpVerses, rawVerseRuns } from './raw-imp-bible';

/** kjv_def of every number, straight from the dictionary JSON files. */
async function rawKjvDefinitions(corpusDir: string): Promise<Map<string, string>> {
  const usage = new Map<string, string>();
  for (const name of ['strongs-hebrew', 'strongs-greek']) {
    const json = JSON.parse(
      gunzipSync(await readFile(join(corpusDir, `strongs-dictionaries/${name}.json.gz`))).toString('utf8'),
    );
    for (const [number, entry] of Object.entries(json as Record<string, { kjv_def?: string }>))
      usage.set(number, entry.kjv_def ?? '');
  }
  return usage;
}

type Counts = Map<string, Map<string, number>>;

function byNumber(rows: { strongs: string; translation: string; count: number }[]): Counts {
  const out: Counts = new Map();
  for (const { strongs, translation, count } of rows) {
    if (!out.has(strongs)) out.set(strongs, new Map());
    out.get(strongs)!.set(translation, count);
  }
  return out;
}

function describe(counts: Map<string, number> | undefined): string {
  return [...(counts ?? new Map<string, number>())]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([t, c]) => `${t} ${c}`)
    .join(', ');
}

/**
 * The KJV translation counts the entry pages show ("KJV Translations") equal the counts over the raw
 * `sword/kjv.imp.gz` tagging (parsed here, not by the importer) by the documented method, for every
 * number; and no number is rendered by a lone article, preposition or auxiliary that Strong's own KJV
 * list does not name for it ("the 12" and "of 6" for θεός were half of "the living God").
 */
export const kjvTranslationCountsCheck: FidelityCheck = {
  name: 'KJV translation counts equal the raw tagging counted by the documented method',
  async run({ sql, corpusDir }) {
    const definitions = await rawKjvDefinitions(corpusDir);
    const verses = [];
    for await (const verse of rawImpVerses(corpusDir, 'sword/kjv.imp.gz'))
      verses.push(rawVerseRuns(verse.markup));
    const expected = byNumber(countTranslations(verses, (strongs) => definitions.get(strongs)));
    const served = byNumber(
      await sql<{ strongs: string; translation: string; count: number }>(
        `SELECT strongs, translation, count FROM translation_counts WHERE version_code = 'kjv'`,
      ),
    );
    const disagreements: string[] = [];
    for (const strongs of new Set([...expected.keys(), ...served.keys()])) {
      const want = describe(expected.get(strongs));
      const got = describe(served.get(strongs));
      if (want !== got)
        disagreements.push(
          `${strongs}: served "${got.slice(0, 200)}", the raw tagging gives "${want.slice(0, 200)}"`,
        );
      // Strong's list as read by its brackets: "(be-)fore" lists "before", "be(-come)" every form of "be".
      const listed = strongsRenderings(definitions.get(strongs) ?? '');
      for (const translation of served.get(strongs)?.keys() ?? []) {
        const word = translation.toLowerCase();
        if (FUNCTION_WORDS.has(word) && !listed.has(word))
          disagreements.push(`${strongs}: rendered "${translation}", which Strong's does not list for it`);
      }
    }
    return { checked: expected.size, disagreements };
  },
};
