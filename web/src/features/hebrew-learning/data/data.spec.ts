/// <reference types="node" />
/**
 * @jest-environment node
 */
// Validation of the static Hebrew learning data: counts, uniqueness, script, Strong's links, spec constants.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { hebrewAlefbet } from './alefbet';
import { hebrewNumbers } from './numbers';
import { hebrewPhrases } from './phrases';
import { BINYANIM, PHRASE_CATEGORIES } from './types';
import { hebrewVerbs } from './verbs';
import { hebrewWords } from './words';

const repoRoot = resolve(__dirname, '../../../../..');
const corpusDir = [process.env.CORPUS_DIR, resolve(repoRoot, '../shared/corpus'), '/work/shared/corpus']
  .filter((d): d is string => Boolean(d))
  .find((d) => existsSync(join(d, 'SOURCES.md')));
if (!corpusDir) throw new Error('Corpus not found: set CORPUS_DIR to the folder holding SOURCES.md');

const dictionary = JSON.parse(
  gunzipSync(readFileSync(join(corpusDir, 'strongs-dictionaries/strongs-hebrew.json.gz'))).toString('utf8'),
) as Record<string, { lemma: string }>;

/** Hebrew block (letters, points, maqaf, geresh) plus spaces and punctuation, with at least one Hebrew letter. */
const HEBREW_SCRIPT = /^[\u0590-\u05FF\s.,?!;:'"()\-–—]+$/;
const isHebrew = (s: string) => HEBREW_SCRIPT.test(s) && /[\u05D0-\u05EA]/.test(s);
const POINTS = /[\u0591-\u05BD\u05BF-\u05C7]/;
const LATIN = /^[A-Za-z\u00C0-\u024F\u1D49\u02BC\u02BB' .,?!()/·;:-]+$/;
const dupes = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('phrases', () => {
  it('holds exactly 100 phrases, numbered 1–100', () => {
    expect(hebrewPhrases).toHaveLength(100);
    expect(hebrewPhrases.map((p) => p.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
  it('uses only the six categories, each with phrases', () => {
    for (const p of hebrewPhrases) expect(PHRASE_CATEGORIES).toContain(p.category);
    for (const c of PHRASE_CATEGORIES) expect(hebrewPhrases.some((p) => p.category === c)).toBe(true);
  });
  it('has no duplicate phrases', () => {
    expect(dupes(hebrewPhrases.map((p) => p.hebrew))).toEqual([]);
    expect(dupes(hebrewPhrases.map((p) => p.english.toLowerCase()))).toEqual([]);
  });
  it('writes Hebrew in Hebrew script, consistently without points, with Latin transliteration', () => {
    for (const p of hebrewPhrases) {
      expect([p.id, isHebrew(p.hebrew)]).toEqual([p.id, true]);
      expect([p.id, POINTS.test(p.hebrew)]).toEqual([p.id, false]);
      expect([p.id, LATIN.test(p.transliteration), p.english.trim().length > 0]).toEqual([p.id, true, true]);
      expect(p.audioUrl).toBeNull();
    }
  });
});

describe('500 Basic Words', () => {
  it('holds exactly 500 words ranked 1–500', () => {
    expect(hebrewWords).toHaveLength(500);
    expect(hebrewWords.map((w) => w.rank)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });
  it('has unique Strong numbers of the form H<digits>, each in the Hebrew dictionary', () => {
    expect(dupes(hebrewWords.map((w) => w.strongsNumber))).toEqual([]);
    for (const w of hebrewWords) {
      expect(w.strongsNumber).toMatch(/^H\d+$/);
      expect([w.strongsNumber, w.strongsNumber in dictionary]).toEqual([w.strongsNumber, true]);
    }
  });
  it('is sorted by count, descending, with positive counts', () => {
    for (let i = 1; i < hebrewWords.length; i += 1) {
      expect(hebrewWords[i].count).toBeLessThanOrEqual(hebrewWords[i - 1].count);
    }
    expect(hebrewWords[hebrewWords.length - 1].count).toBeGreaterThan(0);
  });
  it('writes each word in Hebrew script and gives a transliteration and a short gloss', () => {
    for (const w of hebrewWords) {
      expect([w.strongsNumber, isHebrew(w.word)]).toEqual([w.strongsNumber, true]);
      expect(w.transliteration.length).toBeGreaterThan(0);
      expect(w.gloss.length).toBeGreaterThan(0);
      expect(w.gloss.length).toBeLessThanOrEqual(42);
    }
  });
  it('is what the generator computes from the corpus today', () => {
    const script = join(repoRoot, 'infra/corpus-tools/hebrew-frequency/generate-hebrew-frequency.mjs');
    expect(() =>
      execFileSync(process.execPath, [script, '--check', '--corpus', corpusDir], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});

describe('verbs', () => {
  it('holds exactly 100 verbs, numbered 1–100, without duplicates', () => {
    expect(hebrewVerbs).toHaveLength(100);
    expect(hebrewVerbs.map((v) => v.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(dupes(hebrewVerbs.map((v) => `${v.binyan} ${v.infinitive ?? v.pastFirstPerson}`))).toEqual([]);
  });
  it('uses the seven binyanim, each at least once', () => {
    for (const v of hebrewVerbs) expect(BINYANIM).toContain(v.binyan);
    for (const b of BINYANIM) expect(hebrewVerbs.some((v) => v.binyan === b)).toBe(true);
  });
  it('writes every form in unpointed Hebrew script with a transliteration', () => {
    for (const v of hebrewVerbs) {
      const forms = [v.root, v.infinitive, v.pastFirstPerson, v.presentFirstPerson, v.futureFirstPerson];
      for (const f of forms.filter((x): x is string => x !== null)) {
        expect([v.id, f, isHebrew(f), POINTS.test(f)]).toEqual([v.id, f, true, false]);
      }
      const t = v.transliterations;
      for (const s of [t.past, t.present, t.future]) expect([v.id, LATIN.test(s)]).toEqual([v.id, true]);
      expect(v.audioUrl).toBeNull();
    }
  });
  it('has an infinitive except in the passive binyanim', () => {
    for (const v of hebrewVerbs) {
      const passive = v.binyan === "Pu'al" || v.binyan === "Huf'al";
      expect([v.id, v.infinitive === null, v.transliterations.infinitive === null]).toEqual([
        v.id,
        passive,
        passive,
      ]);
    }
  });
  it('has the shapes of first person forms (past -תי, future א-, infinitive ל-, root of 3–4 letters)', () => {
    for (const v of hebrewVerbs) {
      expect([v.id, v.pastFirstPerson.endsWith('תי')]).toEqual([v.id, true]);
      expect([v.id, v.futureFirstPerson.startsWith('א')]).toEqual([v.id, true]);
      if (v.infinitive) expect([v.id, v.infinitive.startsWith('ל')]).toEqual([v.id, true]);
      expect([v.id, v.root.split('-').length >= 3 && v.root.split('-').length <= 4]).toEqual([v.id, true]);
      if (v.binyan !== "Pa'al" && v.binyan !== "Nif'al") {
        expect([v.id, v.presentFirstPerson.startsWith('מ')]).toEqual([v.id, true]);
      }
      if (v.binyan === "Nif'al") expect([v.id, v.presentFirstPerson.startsWith('נ')]).toEqual([v.id, true]);
    }
  });
});

describe('AlefBet', () => {
  it('holds the 22 letters in order', () => {
    expect(hebrewAlefbet).toHaveLength(22);
    expect(hebrewAlefbet.map((l) => l.letter).join('')).toBe('אבגדהוזחטיכלמנסעפצקרשת');
    expect(hebrewAlefbet.map((l) => l.id)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(dupes(hebrewAlefbet.map((l) => l.name))).toEqual([]);
  });
  it('gives final forms exactly for kaf, mem, nun, pe and tsadi', () => {
    const finals = Object.fromEntries(
      hebrewAlefbet.filter((l) => l.finalForm).map((l) => [l.letter, l.finalForm]),
    );
    expect(finals).toEqual({ כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' });
  });
  it('has the numeric values 1–9, 10–90, 100–400', () => {
    expect(hebrewAlefbet.map((l) => l.numericValue)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400,
    ]);
    for (const l of hebrewAlefbet) expect(l.audioUrl).toBeNull();
  });
});

describe('numbers', () => {
  it('covers 1–10, 20–100 by tens and 1,000', () => {
    expect(hebrewNumbers.map((n) => n.value)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 1000,
    ]);
  });
  it('writes words in unpointed Hebrew and letter numerals that agree with the AlefBet values', () => {
    const value = Object.fromEntries(hebrewAlefbet.map((l) => [l.letter, l.numericValue]));
    for (const n of hebrewNumbers) {
      for (const s of [n.hebrew, n.masculine, n.letters])
        expect([n.value, isHebrew(s), POINTS.test(s)]).toEqual([n.value, true, false]);
      const letter = n.letters.replace('׳', '');
      expect([n.value, n.value === 1000 ? value[letter] * 1000 : value[letter]]).toEqual([n.value, n.value]);
      expect([n.value, n.strongsNumber in dictionary]).toEqual([n.value, true]);
    }
  });
});
