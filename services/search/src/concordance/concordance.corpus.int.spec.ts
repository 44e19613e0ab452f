import request from 'supertest';
import type { ConcordanceResponse } from '@strongs/contracts';
import { BOOKS } from '@strongs/scripture';
import { corpusTsvRows } from '../testing/corpus-tsv';
import { startTestApp, type TestApp } from '../test-app';

/** One word of a source file carrying a number, as the test reads the file itself. */
interface SourceWord {
  place: string;
  form: string;
  morph: string;
}

// The test's own reading of the forms: morpheme slashes out, Hebrew accents, meteg, paseq, sof pasuq out.
const READING_MARKS = /[\u0591-\u05AF\u05BD\u05C0\u05C3-\u05C6]/g;
const BOOK_NAMES = new Map(BOOKS.map((b) => [b.osis, b.name]));
const placeOf = (r: Record<string, string>) =>
  `${BOOK_NAMES.get(r.book) ?? r.book} ${r.chapter}:${r.verse}#${r.word_seq}`;

function byNumber(rows: Iterable<{ numbers: string[]; word: SourceWord }>): Map<string, SourceWord[]> {
  const out = new Map<string, SourceWord[]>();
  for (const { numbers, word } of rows) {
    for (const n of new Set(numbers)) {
      const list = out.get(n);
      if (list) list.push(word);
      else out.set(n, [word]);
    }
  }
  return out;
}

function* wlcWords() {
  for (const r of corpusTsvRows('oshb-wlc/wlc-words.tsv.gz')) {
    yield {
      numbers: r.strongs.split(' ').filter(Boolean),
      word: { place: placeOf(r), form: r.form.replace(/\//g, '').replace(READING_MARKS, ''), morph: r.morph },
    };
  }
}

function* trWords() {
  for (const r of corpusTsvRows('greek-tr/tr-words.tsv.gz')) {
    // The KJV's TR: Scrivener's readings and the shared text, without the subscriptions.
    if ((r.edition !== 'both' && r.edition !== 'scrivener') || r.subscription === '1') continue;
    yield {
      numbers: r.strongs.split(' ').filter(Boolean),
      word: { place: placeOf(r), form: r.form_greek.trim(), morph: r.morph.trim() },
    };
  }
}

/** 'form|morph' → count, as the source file counts them. */
function formCounts(words: SourceWord[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of words) out.set(`${w.form}|${w.morph}`, (out.get(`${w.form}|${w.morph}`) ?? 0) + 1);
  return out;
}

const HEBREW = [
  'H7225',
  'H1254',
  'H3068',
  'H430',
  'H776',
  'H8064',
  'H559',
  'H1697',
  'H3478',
  'H1121',
  'H5315',
  'H7307',
  'H2617',
  'H8034',
  'H3117',
  'H3837',
  'H426',
  'H4430',
  'H1',
  'H853',
];
const GREEK = [
  'G26',
  'G25',
  'G3056',
  'G2532',
  'G2316',
  'G3588',
  'G5547',
  'G2424',
  'G4102',
  'G5485',
  'G1343',
  'G4151',
  'G2222',
  'G1515',
  'G5368',
  'G3004',
  'G1510',
  'G846',
  'G686',
  'G4053',
];

describe("the Englishman's concordance against the corpus files", () => {
  let t: TestApp;
  let wlc: Map<string, SourceWord[]>;
  let tr: Map<string, SourceWord[]>;
  const get = async (path: string) =>
    (await request(t.app.getHttpServer()).get(path).expect(200)).body as ConcordanceResponse;

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    wlc = byNumber(wlcWords());
    tr = byNumber(trWords());
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each([...HEBREW.map((n) => [n, 'wlc'] as const), ...GREEK.map((n) => [n, 'tr'] as const)])(
    'counts every form of %s in the %s as the source file does',
    async (number, edition) => {
      const want = (edition === 'wlc' ? wlc : tr).get(number) ?? [];
      const body = await get(`/api/strongs/concordance/${number}?perPage=1`);
      expect(body.totalOccurrences).toBe(want.length);
      expect(want.length).toBeGreaterThan(0);
      const got = new Map(body.forms.map((f) => [`${f.form}|${f.morph}`, f.count]));
      expect(got).toEqual(formCounts(want));
      expect(body.forms.filter((f) => f.morph && !f.morphDescription)).toEqual([]);
    },
  );

  it.each([
    ['H7225', 'wlc'],
    ['H1254', 'wlc'],
    ['G26', 'tr'],
    ['G25', 'tr'],
    ['G3056', 'tr'],
  ] as const)(
    'lists every occurrence of %s with the form and parsing the %s gives it, in canonical order',
    async (number, edition) => {
      const want = (edition === 'wlc' ? wlc : tr).get(number) ?? [];
      const got: SourceWord[] = [];
      for (let page = 1; ; page++) {
        const body = await get(`/api/strongs/concordance/${number}?perPage=100&page=${page}`);
        for (const o of body.occurrences)
          got.push({
            place: `${o.originalReference ?? o.reference}#${o.position}`,
            form: o.form,
            morph: o.morph,
          });
        if (page >= body.totalPages) break;
      }
      expect(got).toEqual(want);
    },
  );

  it('answers the KJV words over nearly every occurrence of G26 and H7225', async () => {
    for (const number of ['G26', 'H7225']) {
      const body = await get(`/api/strongs/concordance/${number}?perPage=100`);
      const glossed = body.occurrences.filter((o) => o.kjvWords);
      expect(glossed.length / body.occurrences.length).toBeGreaterThan(0.9);
    }
  });
});
