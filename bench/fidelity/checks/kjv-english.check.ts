import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findBook, formatReference, fromOrd, verseOrd } from '@strongs/scripture';
import type { FidelityCheck } from '../fidelity-check';

// The check's own parse of the raw files (regular expressions over the TSV lines), not the importer's readers.

interface RawWord {
  position: number;
  text: string;
  strongs: string[];
  ketiv: boolean;
}

interface RawPhrase {
  english: string;
  parts: { strongs: string; src: number | null; greek: string }[];
}

const rows = (corpusDir: string, file: string): string[][] =>
  gunzipSync(readFileSync(join(corpusDir, file)))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'));

const ordOf = (cells: string[]) => verseOrd(findBook(cells[0])!.number, Number(cells[1]), Number(cells[2]));
const number = (s: string) => s.replace(/^([HG])0*(\d+)$/, '$1$2');
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function rawWords(corpusDir: string, testament: 'OT' | 'NT'): Map<number, RawWord[]> {
  const out = new Map<number, RawWord[]>();
  const add = (ord: number, word: RawWord) => out.set(ord, [...(out.get(ord) ?? []), word]);
  if (testament === 'NT') {
    // book chapter verse word_seq edition alt_ref subscription form_beta form_greek strongs morph …
    for (const c of rows(corpusDir, 'greek-tr/tr-words.tsv.gz')) {
      if (c[4] === 'stephanus' || c[6].trim() === '1') continue;
      add(ordOf(c), {
        position: Number(c[3]),
        text: c[8].trim(),
        strongs: c[9].split(/\s+/).filter(Boolean).map(number),
        ketiv: false,
      });
    }
  } else {
    // book chapter verse word_seq word_id form variant lemma strongs morph
    for (const c of rows(corpusDir, 'oshb-wlc/wlc-words.tsv.gz'))
      add(ordOf(c), {
        position: Number(c[3]),
        text: c[5],
        strongs: c[8].split(/\s+/).filter(Boolean).map(number),
        ketiv: c[6] === 'ketiv',
      });
  }
  for (const list of out.values()) list.sort((a, b) => a.position - b.position);
  return out;
}

function phrasesOf(osis: string): RawPhrase[] {
  const out: RawPhrase[] = [];
  for (const m of osis.matchAll(/<w\s([^>]*?)(?:\/>|>([\s\S]*?)<\/w>)/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(m[1])?.[1] ?? '';
    const lemma = attr('lemma').split(' ');
    const numbers = lemma.filter((p) => p.startsWith('strong:')).map((p) => number(p.slice(7)));
    const greek = lemma.filter((p) => p.startsWith('lemma.TR:')).map((p) => p.slice(9));
    const src = attr('src').split(' ');
    out.push({
      english: squash((m[2] ?? '').replace(/<[^>]*>/g, '')),
      parts: numbers.map((strongs, i) => ({
        strongs,
        src: /^\d+$/.test(src[i] ?? '') ? Number(src[i]) : null,
        greek: greek[i] ?? '',
      })),
    });
  }
  return out;
}

/** NT: the word at `src` when its form agrees, else the nearest word of that form (-1: none). */
function greekWord(part: RawPhrase['parts'][number], words: RawWord[]): number {
  if (part.src === null || !part.greek) return -1;
  const at = part.src - 1;
  if (words[at] && fold(words[at].text) === fold(part.greek)) return at;
  const same = words.map((w, i) => (fold(w.text) === fold(part.greek) ? i : -1)).filter((i) => i >= 0);
  return same.length ? same.reduce((best, i) => (Math.abs(i - at) < Math.abs(best - at) ? i : best)) : -1;
}

/** Every word's expected English: phrases in KJV order, each once; את and the article yield to a word sharing their phrase. */
function expectedEnglish(corpusDir: string, testament: 'OT' | 'NT', mapping: Map<number, number[]>) {
  const words = rawWords(corpusDir, testament);
  const english = new Map<RawWord, string[]>();
  const taken = new Set<RawWord>();
  for (const c of rows(corpusDir, 'kjv-strongs-crosswire/kjv-crosswire.tsv.gz')) {
    const kjvOrd = ordOf(c);
    if (fromOrd(kjvOrd).book <= 39 !== (testament === 'OT')) continue;
    const list = (mapping.get(kjvOrd) ?? [kjvOrd]).flatMap((ord) => words.get(ord) ?? []);
    const phrases = phrasesOf(c[5]);
    // NT: a form missing from our verse falls back to the word at its place, if no part names that word by form.
    const byForm = testament === 'NT' ? phrases.map((p) => p.parts.map((part) => greekWord(part, list))) : [];
    const named = new Set(byForm.flat());
    const queues = new Map<string, RawWord[]>();
    for (const w of list)
      if (!w.ketiv && !taken.has(w))
        for (const s of new Set(w.strongs)) queues.set(s, [...(queues.get(s) ?? []), w]);
    phrases.forEach((phrase, p) => {
      const targets: { word: RawWord; strongs: string }[] = [];
      phrase.parts.forEach((part, i) => {
        let word: RawWord | undefined;
        if (testament === 'OT') word = queues.get(part.strongs)?.shift();
        else if (byForm[p][i] >= 0) word = list[byForm[p][i]];
        else if (part.src !== null && !named.has(part.src - 1)) word = list[part.src - 1];
        if (word) targets.push({ word, strongs: part.strongs });
      });
      if (testament === 'OT') for (const t of targets) taken.add(t.word);
      const own = targets.filter((t) => t.strongs !== 'H853' && t.strongs !== 'G3588');
      for (const { word } of own.length ? own : targets) {
        const have = english.get(word) ?? [];
        if (phrase.english && !have.includes(phrase.english)) english.set(word, [...have, phrase.english]);
      }
    });
  }
  return { words, english };
}

/**
 * Every word of the TR and the WLC: the English stored over it (what the interlinear's gloss and the
 * concordance's KJV words show) is what the CrossWire KJV's markup puts over it. The KJV-to-WLC verse
 * map is read from `verse_mappings`, which the hebrew-alignment check proves against VerseMap.xml.
 */
export const kjvEnglishCheck: FidelityCheck = {
  name: 'The English under each TR and WLC word is the CrossWire KJV phrase over it, once',
  async run({ sql, corpusDir }) {
    const mapping = new Map<number, number[]>();
    for (const r of await sql<{ from_ord: number; to_ord: number | null }>(
      `SELECT from_ord, to_ord FROM verse_mappings WHERE from_scheme = 'kjv' AND to_scheme = 'mt' ORDER BY from_ord, seq`,
    ))
      mapping.set(r.from_ord, [...(mapping.get(r.from_ord) ?? []), ...(r.to_ord === null ? [] : [r.to_ord])]);
    const disagreements: string[] = [];
    let checked = 0;
    for (const [version, testament] of [
      ['tr', 'NT'],
      ['wlc', 'OT'],
    ] as const) {
      const { words, english } = expectedEnglish(
        corpusDir,
        testament,
        testament === 'OT' ? mapping : new Map(),
      );
      const stored = new Map<string, string | null>();
      for (const r of await sql<{ ord: number; position: number; english: string | null }>(
        `SELECT ord, position, english FROM original_words WHERE version_code = $1`,
        [version],
      ))
        stored.set(`${r.ord}:${r.position}`, r.english);
      let none = 0;
      let repeated = 0;
      for (const [ord, list] of words)
        for (const w of list) {
          checked++;
          const key = `${ord}:${w.position}`;
          const want = english.get(w)?.join(' ') ?? null;
          const got = stored.has(key) ? stored.get(key)! : undefined;
          if (got === null) none++;
          if (got && /^(.+?)(?: \1)+$/.test(got)) repeated++;
          if (got !== want)
            disagreements.push(
              `${version} ${formatReference(fromOrd(ord))} word ${w.position} ${w.text}: stores ${JSON.stringify(got)}, the KJV puts ${JSON.stringify(want)}`,
            );
        }
      if (stored.size !== [...words.values()].reduce((n, l) => n + l.length, 0))
        disagreements.push(`${version}: ${stored.size} words stored, the raw file has another count`);
      if (repeated) disagreements.push(`${version}: ${repeated} words show a repeated gloss`);
      console.log(
        `${version} (${testament}): ${stored.size} words, ${none} with no English (${((100 * none) / stored.size).toFixed(1)} %), ${repeated} repeated glosses`,
      );
    }
    return { checked, disagreements };
  },
};
