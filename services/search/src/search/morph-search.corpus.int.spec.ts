import request from 'supertest';
import type { SearchResponse } from '@strongs/contracts';
import { corpusTsvRows as rows } from '../testing/corpus-tsv';
import { startTestApp, type TestApp } from '../test-app';

/** The morpheme of an OSHB code that the lemma's number belongs to ('b/7225' + 'HR/Ncfsa' → 'Ncfsa'). */
function lexicalPart(lemma: string, morph: string): string {
  const parts = morph.slice(1).split('/');
  const index = lemma.split('/').findIndex((p) => /\d/.test(p));
  return parts[index] ?? '';
}

interface Case {
  q: string;
  db: 'wlc' | 'tr';
  /** Does this source row match, judged from the raw code alone? */
  matches(row: Record<string, string>): boolean;
}

const hebrew = (strongs: string, features: string, code: RegExp, whole = false): Case => ({
  q: `${strongs} morph:${features}`,
  db: 'wlc',
  matches: (r) => r.strongs === strongs && code.test(whole ? r.morph : lexicalPart(r.lemma, r.morph)),
});
const greek = (strongs: string, features: string, code: RegExp): Case => ({
  q: `${strongs} morph:${features}`,
  db: 'tr',
  matches: (r) => r.strongs.split(' ').includes(strongs) && code.test(r.morph),
});

const CASES: Case[] = [
  hebrew('H1254', 'qal,perfect', /^Vqp/),
  hebrew('H559', 'qal,sequential-imperfect', /^Vqw/),
  hebrew('H1961', 'qal,imperfect,3rd,masculine,singular', /^Vqi3ms/),
  hebrew('H7200', 'niphal', /^VN/),
  hebrew('H1696', 'piel,perfect', /^Vpp/),
  hebrew('H3068', 'proper-name', /^Np/),
  hebrew('H430', 'plural,absolute', /^N..pa/),
  hebrew('H1121', 'construct', /^N...c/),
  hebrew('H5414', 'qal,imperative', /^Vqv/),
  hebrew('H935', 'hiphil,sequential-perfect', /^Vhq/),
  hebrew('H3045', 'qal,infinitive', /^Vq[ac]/),
  hebrew('H6213', 'qal,participle', /^Vq[rs]/),
  hebrew('H7725', 'hiphil,imperfect,2nd', /^Vhi2/),
  hebrew('H4430', 'aramaic', /^A/, true),
  greek('G25', 'imperative', /^V-2?[A-Z]{2}M/),
  greek('G25', 'aorist,active,imperative', /^V-2?AAM/),
  greek('G3004', 'present,active,participle', /^V-2?PAP/),
  greek('G2424', 'genitive', /^N-G/),
  greek('G2316', 'nominative,singular', /^N-NS/),
  greek('G1510', 'future', /^V-2?F/),
  greek('G2064', 'second-aorist', /^V-2A/),
  greek('G3588', 'dative,plural,feminine', /^T-DPF/),
  greek('G846', 'genitive,plural', /^P-GP/),
  greek('G2064', 'aorist,active,indicative,3rd,singular', /^V-2?AAI-3S/),
  { q: 'αγαπη morph:nominative', db: 'tr', matches: (r) => r.form_greek === 'αγαπη' && /^N-N/.test(r.morph) },
];

function expectedVerses(source: Record<string, string>[], c: Case): number {
  return new Set(source.filter((r) => c.matches(r)).map((r) => `${r.book} ${r.chapter}:${r.verse}`)).size;
}

describe('morphology search counts over the whole corpus', () => {
  let t: TestApp;
  let wlc: Record<string, string>[];
  let tr: Record<string, string>[];
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    wlc = rows('oshb-wlc/wlc-words.tsv.gz');
    tr = rows('greek-tr/tr-words.tsv.gz').filter(
      (r) => (r.edition === 'both' || r.edition === 'scrivener') && r.subscription !== '1',
    );
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds the 17 verses where בָּרָא is a Qal perfect, highlighting the matching words', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/api/search-strongs')
      .query({ q: 'H1254 morph:qal,perfect', db: 'wlc', perPage: 30 })
      .expect(200);
    const body = res.body as SearchResponse;
    expect(body).toMatchObject({ totalResults: 17, kind: 'morph', version: 'wlc' });
    expect(body.results[0].reference).toBe('Genesis 1:1');
    expect(body.results[0].matchedWords.map((w) => w.normalize('NFC'))).toEqual(['בָּרָ֣א'.normalize('NFC')]);
  });

  it.each(CASES.map((c) => [`${c.q} (db=${c.db})`, c] as const))(
    '%s counts what the word file counts',
    async (_name, c) => {
      const expected = expectedVerses(c.db === 'wlc' ? wlc : tr, c);
      expect(expected).toBeGreaterThan(0);
      const res = await request(t.app.getHttpServer())
        .get('/api/search-strongs')
        .query({ q: c.q, db: c.db, perPage: 1 })
        .expect(200);
      expect((res.body as SearchResponse).totalResults).toBe(expected);
    },
  );

  it('refuses morph: on a translation, alone, or with an unknown feature, with a message', async () => {
    const get = (q: string, db: string) =>
      request(t.app.getHttpServer()).get('/api/search-strongs').query({ q, db });
    expect((await get('H1254 morph:qal', 'kjv').expect(400)).body.message).toMatch(/original texts/);
    expect((await get('morph:qal', 'wlc').expect(400)).body.message).toMatch(/Strong's number or a word/);
    expect((await get('H1254 morph:qual', 'wlc').expect(400)).body.message).toMatch(
      /Unknown parsing feature: qual/,
    );
  });

  it('refuses a feature or number of the other language, and morph: on the KJV, with a message saying why', async () => {
    const get = (q: string, db: string) =>
      request(t.app.getHttpServer()).get('/api/search-strongs').query({ q, db });
    expect((await get('G25 morph:qal', 'tr').expect(400)).body).toEqual({
      statusCode: 400,
      message: expect.stringMatching(/^qal is not a parsing feature of Greek words \(TR is a Greek text\)/),
    });
    expect((await get('H1254 morph:aorist', 'wlc').expect(400)).body.message).toMatch(
      /^aorist is not a parsing feature of Hebrew words/,
    );
    expect((await get('G25 morph:imperative', 'wlc').expect(400)).body.message).toMatch(
      /^G25 is not a Hebrew Strong's number \(WLC is a Hebrew text\)/,
    );
    expect((await get('love morph:imperative', 'kjv').expect(400)).body.message).toMatch(
      /^KJV has no original words to parse/,
    );
    expect((await get('G25 morph:imperative', 'tr').expect(200)).body.totalResults).toBeGreaterThan(0);
  });
});
