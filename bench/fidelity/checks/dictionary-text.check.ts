import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FidelityCheck } from '../fidelity-check';

interface ServedEntry {
  strongs: string;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  origin: string;
  usage: string;
  aramaic: boolean;
}

/** What a dictionary text must say, read by the check from the raw files. */
interface Expected {
  lemma: string;
  transliteration: string;
  pronunciation: string;
  /** The entry's words from derivation to the end, KJV renderings aside, in order. */
  text: string;
  usage: string;
  aramaic: boolean;
  /** The entry's own text leaves a parenthesis open (G123): the boundary cannot balance it. */
  unbalanced: boolean;
}

const gz = (corpusDir: string, file: string): string =>
  gunzipSync(readFileSync(join(corpusDir, 'strongs-dictionaries', file))).toString('utf8');

/**
 * Letters and digits only, in order: punctuation and spacing are the reader's, the words are Strong's. A
 * cross-reference is compared by its number: zeros dropped, without the lemma the JSON writes after it ("H1 (אָב)").
 */
const words = (s: string): string =>
  (
    s
      .normalize('NFC')
      .replace(/\b([HG])0*(\d+)(?: \([^()A-Za-z]*\))?/g, '$1$2')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).join(' ');
const depth = (s: string): number =>
  [...s].reduce((d, ch) => (ch === '(' ? d + 1 : ch === ')' ? Math.max(0, d - 1) : d), 0);

/** strongsgreek.xml: the headword's first <greek>/<pronunciation> are its lemma; every other one is text. */
function greekEntries(xml: string): Map<string, Expected> {
  const out = new Map<string, Expected>();
  for (const [, number, body] of xml.matchAll(/<entry strongs="(\d+)">([\s\S]*?)<\/entry>/g)) {
    const head =
      /<greek [^>]*unicode="([^"]*)" translit="([^"]*)"\/>\s*<pronunciation strongs="([^"]*)"\/>/.exec(body);
    if (!head) continue; // "Not Used"
    const rest = body.slice((head.index ?? 0) + head[0].length);
    const kjv = /<kjv_def>([\s\S]*?)<\/kjv_def>/.exec(rest);
    const asText = (s: string): string =>
      s
        .replace(
          /<strongsref language="(\w+)" strongs="0*(\d+)"\/>/g,
          (_w, lang: string, n: string) => ` ${lang === 'HEBREW' ? 'H' : 'G'}${n} `,
        )
        .replace(/<greek [^>]*unicode="([^"]*)"[^>]*\/>/g, ' $1 ')
        .replace(/<pronunciation strongs="([^"]*)"\/>/g, ' $1 ')
        .replace(/<see [^>]*\/>/g, ' ')
        .replace(/<[^>]+>/g, ' ');
    const text = asText(rest.replace(/<kjv_def>[\s\S]*?<\/kjv_def>/, ' '));
    out.set(`G${Number(number)}`, {
      lemma: head[1],
      transliteration: head[2],
      pronunciation: head[3],
      text: words(text),
      usage: words(asText(kjv?.[1] ?? '')),
      aramaic: false,
      unbalanced: depth(text) > 0,
    });
  }
  return out;
}

function hebrewEntries(json: string): Map<string, Expected> {
  const out = new Map<string, Expected>();
  for (const [key, e] of Object.entries(
    JSON.parse(json) as Record<string, Record<string, string | undefined>>,
  )) {
    const text = `${e.derivation ?? ''} ${e.strongs_def ?? ''}`;
    out.set(key, {
      lemma: e.lemma ?? '',
      transliteration: e.xlit ?? '',
      pronunciation: e.pron ?? '',
      text: words(text),
      usage: words(e.kjv_def ?? ''),
      // SOURCES.md: Aramaic entries say "(Aramaic)" in the derivation.
      aramaic: (e.derivation ?? '').trim().startsWith('(Aramaic)'),
      // The Hebrew JSON's split is its own (no XML to compare with): only its text and markup are checked.
      unbalanced: true,
    });
  }
  return out;
}

/** What is wrong with one served entry, compared with the raw text. */
function differences(served: ServedEntry, expected: Expected): string[] {
  const out: string[] = [];
  const same = (a: string, b: string): boolean => a.normalize('NFC').trim() === b.normalize('NFC').trim();
  if (!same(served.lemma, expected.lemma)) out.push(`lemma "${served.lemma}" ≠ "${expected.lemma}"`);
  if (!same(served.transliteration, expected.transliteration))
    out.push(`transliteration "${served.transliteration}"`);
  if (!same(served.pronunciation, expected.pronunciation))
    out.push(`pronunciation "${served.pronunciation}"`);
  const text = words(`${served.origin} ${served.definition}`);
  if (text !== expected.text)
    out.push(`text "${served.origin} | ${served.definition}" ≠ source "${expected.text}"`);
  if (words(served.usage) !== expected.usage) out.push(`usage "${served.usage}" ≠ "${expected.usage}"`);
  if (served.aramaic !== expected.aramaic)
    out.push(`aramaic ${served.aramaic}, the source says ${expected.aramaic}`);
  for (const [field, value] of [
    ['origin', served.origin],
    ['definition', served.definition],
    ['usage', served.usage],
  ] as const) {
    if (/[{}\\<>]/.test(value)) out.push(`${field} has markup: "${value}"`);
  }
  if (!expected.unbalanced && depth(served.origin) > 0)
    out.push(`origin ends inside a parenthesis: "${served.origin}"`);
  if (/^[)\],;:]/.test(served.definition)) out.push(`definition starts mid-sentence: "${served.definition}"`);
  if (/^of uncertain affinity;./i.test(served.origin))
    out.push(`origin runs into the meaning: "${served.origin}"`);
  return out;
}

/**
 * Every one of the 14,197 Strong's entries as served (lemma, transliteration, pronunciation, derivation +
 * definition, KJV renderings, Aramaic flag) against the check's own reading of the Greek XML and Hebrew JSON.
 */
export const dictionaryTextCheck: FidelityCheck = {
  name: "Strong's entries carry Strong's whole text, split at a clause, with no markup (every entry)",
  async run({ sql, corpusDir }) {
    const expected = new Map([
      ...greekEntries(gz(corpusDir, 'strongsgreek.xml.gz')),
      ...hebrewEntries(gz(corpusDir, 'strongs-hebrew.json.gz')),
    ]);
    const served = await sql<ServedEntry>(
      `SELECT strongs, lemma, transliteration, pronunciation, definition, origin, usage, aramaic FROM lexicon_entries`,
    );
    const disagreements: string[] = [];
    const seen = new Set<string>();
    for (const entry of served) {
      seen.add(entry.strongs);
      const source = expected.get(entry.strongs);
      if (!source) {
        disagreements.push(`${entry.strongs}: served but not in the source`);
        continue;
      }
      for (const difference of differences(entry, source))
        disagreements.push(`${entry.strongs}: ${difference}`);
    }
    for (const key of expected.keys())
      if (!seen.has(key)) disagreements.push(`${key}: in the source but not served`);
    return { checked: expected.size, disagreements };
  },
};
