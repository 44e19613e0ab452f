import request from 'supertest';
import { Client } from 'pg';
import type { SearchResponse } from '@strongs/contracts';
import { foldWords } from '@strongs/search-engine';
import { findBook, verseOrd } from '@strongs/scripture';
import { corpusTsvRows } from '../testing/corpus-tsv';
import { startTestApp, type TestApp } from '../test-app';

// Issue #28 item 5: the WLC prints the ketiv and reads the qere; a plain search finds both and says which.
describe('ketiv and qere in the plain search of the WLC (real corpus)', () => {
  let t: TestApp;
  const search = async (q: string): Promise<SearchResponse> =>
    (await request(t.app.getHttpServer()).get('/api/search-strongs').query({ q, db: 'wlc' }).expect(200))
      .body as SearchResponse;
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds the qere כשואה in Proverbs 1:27, marked qere, with the ketiv it is read for highlighted', async () => {
    const body = await search('כשואה');
    const hit = body.results.find((r) => r.reference === 'Proverbs 1:27');
    expect(hit).toBeDefined();
    expect(
      hit!.readings?.map((r) => ({ ...r, word: r.word.normalize('NFC'), qere: r.qere.normalize('NFC') })),
    ).toEqual([
      { variant: 'qere', word: 'כְשׁוֹאָ֨ה'.normalize('NFC'), ketiv: 'כשאוה', qere: 'כְשׁוֹאָ֨ה'.normalize('NFC') },
    ]);
    expect(hit!.matchedWords).toContain('כשאוה');
  });

  it('finds the ketiv כשאוה there too, marked ketiv', async () => {
    const body = await search('כשאוה');
    const hit = body.results.find((r) => r.reference === 'Proverbs 1:27');
    expect(hit?.readings?.map((r) => [r.variant, r.word])).toEqual([['ketiv', 'כשאוה']]);
  });

  it('indexes every qere of the word file with its verse', async () => {
    const wanted = corpusTsvRows('oshb-wlc/wlc-words.tsv.gz')
      .filter((r) => r.variant === 'qere')
      .flatMap((r) =>
        foldWords(r.form.replace(/\//g, '')).map((word) => ({
          ord: verseOrd(findBook(r.book)!.number, Number(r.chapter), Number(r.verse)),
          word,
        })),
      );
    expect(wanted.length).toBeGreaterThan(1200);
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT w.ord, w.word FROM unnest($1::int[], $2::text[]) AS w(ord, word)
         LEFT JOIN verse_search s ON s.version_code = 'wlc' AND s.ord = w.ord
         WHERE s.ord IS NULL OR NOT s.document @@ quote_literal(w.word)::tsquery`,
        [wanted.map((w) => w.ord), wanted.map((w) => w.word)],
      );
      expect(rows).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
