import type { VerseStrongsResponse } from '@strongs/contracts';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';

describe('GET /api/strongs/verse/{book}/{chapter}/{verse} on the real corpus', () => {
  let t: LexiconTestApp;
  let http: App;

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
    http = t.app.getHttpServer() as App;
  });
  afterAll(() => t?.close());

  it('analyses Genesis 1:1 word by word with short definitions', async () => {
    const res = await request(http).get('/api/strongs/verse/Genesis/1/1').expect(200);
    const body = res.body as VerseStrongsResponse;
    expect(body.reference).toBe('Genesis 1:1');
    expect(body.text).toBe('In the beginning God created the heaven and the earth.');
    expect(body.strongsWords.map((w) => [w.word, w.strongsNumber])).toEqual([
      ['beginning', 'H7225'],
      ['God', 'H430'],
      ['created', 'H1254'],
      ['heaven', 'H8064'],
      ['and', 'H853'],
      ['earth', 'H776'],
    ]);
    expect(body.strongsWords[0].definition).toMatch(/^the first, in place, time, order or rank/);
    for (const w of body.strongsWords) expect(w.definition.length).toBeLessThanOrEqual(100);
    expect(body.strongsWords.some((w) => w.definition.endsWith('…'))).toBe(true);
  });

  it("gives each row its entry's headword, the form itself for Strong's form numbers (John 1:1 'was' G2258 ἦν)", async () => {
    const genesis = (await request(http).get('/api/strongs/verse/Genesis/1/1').expect(200))
      .body as VerseStrongsResponse;
    expect(genesis.strongsWords[0].lemma.normalize('NFC')).toBe('רֵאשִׁית'.normalize('NFC'));
    const john = (await request(http).get('/api/strongs/verse/John/1/1').expect(200))
      .body as VerseStrongsResponse;
    expect(john.strongsWords.filter((w) => w.word === 'was').map((w) => [w.strongsNumber, w.lemma])).toEqual([
      ['G2258', 'ἦν'],
      ['G2258', 'ἦν'],
      ['G2258', 'ἦν'],
    ]);
  });

  it('finds the book by number, name or abbreviation', async () => {
    for (const book of ['1', 'genesis', 'Gen', 'gen']) {
      expect((await request(http).get(`/api/strongs/verse/${book}/1/1`).expect(200)).body.reference).toBe(
        'Genesis 1:1',
      );
    }
    const john = (await request(http).get('/api/strongs/verse/John/3/16').expect(200))
      .body as VerseStrongsResponse;
    expect(john.strongsWords.map((w) => w.strongsNumber)).toEqual(
      expect.arrayContaining(['G25', 'G2316', 'G2889']),
    );
  });

  it('answers an unknown book or a non-number with 400 and a missing verse with 404', async () => {
    expect((await request(http).get('/api/strongs/verse/Hezekiah/1/1').expect(400)).body.message).toBe(
      'Unknown book: Hezekiah',
    );
    expect((await request(http).get('/api/strongs/verse/Genesis/one/1').expect(400)).body.message).toBe(
      'chapter must be a whole number',
    );
    expect((await request(http).get('/api/strongs/verse/Genesis/1/99').expect(404)).body.message).toBe(
      'Verse not found: Genesis 1:99',
    );
  });
});
