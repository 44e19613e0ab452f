import request from 'supertest';
import type { ConcordanceResponse } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

describe('GET /api/strongs/concordance/{number}', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists H7225 by form with counts, and Genesis 1:1 under "In the beginning" first', async () => {
    const body = (await get('/api/strongs/concordance/h07225?perPage=5').expect(200))
      .body as ConcordanceResponse;
    expect(body).toMatchObject({
      strongsNumber: 'H7225',
      edition: 'wlc',
      language: 'hebrew',
      direction: 'rtl',
      filter: null,
      currentPage: 1,
      perPage: 5,
    });
    expect(body.forms.reduce((sum, f) => sum + f.count, 0)).toBe(body.totalOccurrences);
    expect(body.matchingOccurrences).toBe(body.totalOccurrences);
    const bereshit = body.forms.find((f) => f.morph === 'HR/Ncfsa' && f.formPlain === 'בראשית');
    expect(bereshit).toMatchObject({
      transliteration: 'bereshit',
      morphDescription: 'Preposition; Noun, common, feminine, singular, absolute',
    });
    expect(body.occurrences).toHaveLength(5);
    expect(body.occurrences[0]).toMatchObject({
      reference: 'Genesis 1:1',
      bookNumber: 1,
      chapter: 1,
      verse: 1,
      originalReference: null,
      position: 1,
      morph: 'HR/Ncfsa',
    });
    expect(body.occurrences[0].kjvWords).toMatch(/beginning/i);
  });

  it('filters the occurrences to one form, counted as the forms table says', async () => {
    const all = (await get('/api/strongs/concordance/H7225').expect(200)).body as ConcordanceResponse;
    const form = all.forms[0];
    const res = await get('/api/strongs/concordance/H7225')
      .query({ form: form.form, morph: form.morph, perPage: 100 })
      .expect(200);
    const body = res.body as ConcordanceResponse;
    expect(body.filter).toEqual({ form: form.form, morph: form.morph });
    expect(body.matchingOccurrences).toBe(form.count);
    expect(body.occurrences).toHaveLength(Math.min(100, form.count));
    expect(body.occurrences.every((o) => o.form === form.form && o.morph === form.morph)).toBe(true);
  });

  it('places a word of a renumbered verse under its KJV reference (WLC Genesis 32:1 is KJV 31:55)', async () => {
    const body = (await get('/api/strongs/concordance/H3837?perPage=100').expect(200))
      .body as ConcordanceResponse;
    const laban = body.occurrences.find((o) => o.originalReference === 'Genesis 32:1');
    expect(laban).toMatchObject({ reference: 'Genesis 31:55', kjvWords: 'Laban' });
  });

  it('answers Greek numbers from the TR, and from the Byzantine text on request', async () => {
    const tr = (await get('/api/strongs/concordance/G26?perPage=1').expect(200)).body as ConcordanceResponse;
    expect(tr).toMatchObject({ edition: 'tr', language: 'greek', direction: 'ltr', totalOccurrences: 116 });
    expect(tr.occurrences[0]).toMatchObject({
      reference: 'Matthew 24:12',
      text: 'αγαπη',
      morph: 'N-NSF',
      kjvWords: 'the love',
    });
    const byz = (await get('/api/strongs/concordance/G26?edition=byz&perPage=1').expect(200))
      .body as ConcordanceResponse;
    expect(byz.edition).toBe('byz');
  });

  /** Every occurrence of a number in one verse, paging through the concordance. */
  const inVerse = async (number: string, reference: string) => {
    const found: [number, string | null][] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`/api/strongs/concordance/${number}?perPage=100&page=${page}`).expect(200))
        .body as ConcordanceResponse;
      for (const o of body.occurrences) if (o.reference === reference) found.push([o.position, o.kjvWords]);
      if (page >= body.totalPages) return found;
    }
  };

  it('puts each KJV phrase of Luke 6:32 on its own Greek word, though G25 occurs four times', async () => {
    expect(await inVerse('G25', 'Luke 6:32')).toEqual([
      [3, 'ye love'],
      [5, 'them which love'],
      [16, 'those that love'],
      [18, 'love'],
    ]);
  });

  it('gives H7965 in Judges 18:15 the phrase the KJV tags with it and H7592 ("and saluted")', async () => {
    expect(await inVerse('H7965', 'Judges 18:15')).toEqual([[12, 'and saluted']]);
  });

  it('refuses a bad number, an edition of the other language and bad paging with a message', async () => {
    expect((await get('/api/strongs/concordance/X7225').expect(400)).body).toEqual({
      statusCode: 400,
      message: expect.stringMatching(/Strong's number/),
    });
    expect((await get('/api/strongs/concordance/H7225?edition=tr').expect(400)).body.message).toMatch(
      /choose wlc/,
    );
    expect((await get('/api/strongs/concordance/G26?edition=wlc').expect(400)).body.message).toMatch(
      /choose tr or byz/,
    );
    expect((await get('/api/strongs/concordance/H7225?perPage=1000').expect(400)).body.message).toMatch(
      /perPage/,
    );
    expect((await get('/api/strongs/concordance/H7225?page=0').expect(400)).body.message).toMatch(/page/);
    expect((await get('/api/strongs/concordance/H7225?morph=%3Cscript%3E').expect(400)).body.message).toMatch(
      /morph/,
    );
  });

  it('answers the last page for a page past the end', async () => {
    const body = (await get('/api/strongs/concordance/H7225?perPage=100&page=99').expect(200))
      .body as ConcordanceResponse;
    expect(body.currentPage).toBe(body.totalPages);
    expect(body.occurrences.length).toBeGreaterThan(0);
  });
});
