import { Client } from 'pg';
import { startTestApp, type TestApp } from '../test-app';

// Issue #28 item 6, over every word written at import (docs/ARCHITECTURE.md "Transliteration").
describe('the transliteration of every original word (real corpus)', () => {
  let t: TestApp;
  let db: Client;
  const count = async (sql: string): Promise<number> => Number((await db.query(sql)).rows[0].n);
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    db = new Client({ connectionString: t.db.url });
    await db.connect();
  }, 600_000);
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it('writes the divine name YHWH, after its prefix, and never "yehva" or "lahva"', async () => {
    expect(
      await count(`SELECT count(*) AS n FROM original_words WHERE transliteration ~ 'yehva|lahva'`),
    ).toBe(0);
    const names = `version_code = 'wlc' AND text_plain ~ '^[ובלכמה]{0,2}יהוה$'`;
    expect(await count(`SELECT count(*) AS n FROM original_words WHERE ${names}`)).toBeGreaterThan(6000);
    expect(
      await count(
        `SELECT count(*) AS n FROM original_words WHERE ${names} AND transliteration !~ '^[a-z]*YHWH$'`,
      ),
    ).toBe(0);
  });

  // An unpointed ketiv is spelled letter by letter (ואוצאה vvtsh, Ezra 8:17): not a reading.
  it('reads a word-initial וּ as u ("uven", never "vven")', async () => {
    expect(
      await count(
        `SELECT count(*) AS n FROM original_words
         WHERE version_code = 'wlc' AND variant IS DISTINCT FROM 'ketiv' AND transliteration ~ '^vv'`,
      ),
    ).toBe(0);
    const shureq = await db.query(
      `SELECT DISTINCT transliteration FROM original_words WHERE version_code = 'wlc' AND text_plain = 'ובין'`,
    );
    expect(shureq.rows.map((r) => r.transliteration)).toContain('uven');
  });

  it('gives every Greek word whose headword is rough an h, and an initial υ and ρ theirs', async () => {
    const greek = `version_code IN ('tr', 'byz')`;
    // The headword's own breathing, from the dictionary (ἵστημι and ὁράω change theirs by form: left out).
    const roughHeadword = `EXISTS (SELECT 1 FROM lexicon_entries l WHERE l.strongs = w.strongs[1]
        AND normalize(l.lemma, NFD) ~ '^[α-ωΑ-Ω]{1,2}[\u0300-\u0313\u0315-\u036f]*\u0314')`;
    const missing = await db.query(
      `SELECT DISTINCT text, transliteration FROM original_words w
       WHERE ${greek} AND text_plain ~ '^[αεηιουω]' AND NOT (strongs[1] = ANY('{G2476,G3708}'))
         AND ${roughHeadword} AND transliteration !~ '^h' LIMIT 20`,
    );
    expect(missing.rows).toEqual([]);
    expect(
      await count(
        `SELECT count(*) AS n FROM original_words w WHERE ${greek} AND text_plain ~ '^υ' AND transliteration !~ '^h'`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM original_words w WHERE ${greek} AND text_plain ~ '^ρ' AND transliteration !~ '^rh'`,
      ),
    ).toBe(0);
    const article = await db.query(
      `SELECT DISTINCT transliteration FROM original_words WHERE ${greek} AND text_plain IN ('ο', 'υιου') ORDER BY 1`,
    );
    expect(article.rows.map((r) => r.transliteration)).toEqual(['ho', 'huiou']);
  });
});
