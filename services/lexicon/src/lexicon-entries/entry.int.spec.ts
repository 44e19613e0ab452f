import type { DictionaryEntryResponse } from '@strongs/contracts';
import { waitUntil } from '@strongs/testing';
import { Client } from 'pg';
import { LexiconCacheStore } from '../cache/lexicon-cache-store';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';

describe('GET /api/dictionary/{strongsNumber} on the real corpus', () => {
  let t: LexiconTestApp;
  let http: App;
  const entry = async (n: string): Promise<DictionaryEntryResponse> =>
    (await request(http).get(`/api/dictionary/${n}`).expect(200)).body as DictionaryEntryResponse;

  beforeAll(async () => {
    t = await createLexiconTestApp();
    http = t.app.getHttpServer() as App;
  });
  afterAll(() => t?.close());

  it('shows H7225 as the Hebrew rêʼshîyth, found in 48 KJV verses and translated "beginning"', async () => {
    const h7225 = await entry('H7225');
    expect(h7225).toMatchObject({
      id: 'H7225',
      strongsNumber: 'H7225',
      language: 'hebrew',
      transliteration: 'rêʼshîyth',
      pronunciation: "ray-sheeth'",
      origin: 'from the same as H7218 (רֹאשׁ);',
      totalVerses: 48,
      totalWords: 50,
    });
    // The source's Hebrew is not NFC (upstream advice), so compare normalised.
    expect(h7225.word.normalize('NFC')).toBe('רֵאשִׁית'.normalize('NFC'));
    expect(h7225.definition).toMatch(/^the first, in place, time, order or rank/);
    expect(h7225.usage).toMatch(/^beginning, chief/);
    expect(h7225.kjvTranslations.map((k) => k.translation)).toContain('beginning');
    expect(h7225.outline.length).toBeGreaterThan(0);
  });

  it('says H7225 comes from the same root as H7218 and lists up to five neighbours of that root', async () => {
    const { related } = await entry('H7225');
    expect(related).toContainEqual(
      expect.objectContaining({ strongsNumber: 'H7218', relation: 'same_root', transliteration: 'rôʼsh' }),
    );
    const neighbours = related.filter((r) => r.relation === 'same_root_neighbour');
    expect(neighbours.length).toBeGreaterThan(0);
    expect(neighbours.length).toBeLessThanOrEqual(5);
    expect(neighbours.map((n) => n.strongsNumber)).not.toContain('H7225');
  });

  it('relates G26 to G25, and G25 to G26 as derived from it', async () => {
    expect((await entry('G26')).related).toContainEqual(
      expect.objectContaining({ strongsNumber: 'G25', relation: 'derives_from' }),
    );
    expect((await entry('G25')).related).toContainEqual(
      expect.objectContaining({ strongsNumber: 'G26', relation: 'derived' }),
    );
  });

  it('counts KJV translations by renderings (at most totalWords: a split rendering counts once), and books in canonical order summing to totalVerses', async () => {
    for (const n of ['H7225', 'H430', 'G26', 'G2316']) {
      const e = await entry(n);
      expect(e.kjvTranslations.reduce((sum, k) => sum + k.count, 0)).toBeLessThanOrEqual(e.totalWords);
      expect(e.occurrencesByBook.reduce((sum, b) => sum + b.count, 0)).toBe(e.totalVerses);
      const numbers = e.occurrencesByBook.map((b) => b.bookNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    const h430 = await entry('H430');
    expect([h430.totalVerses, h430.totalWords]).toEqual([2249, 2605]);
    expect(h430.occurrencesByBook[0]).toMatchObject({ book: 'Genesis', bookNumber: 1, abbreviation: 'Gen' });
  });

  it('shows KJV translations as a concordance reader expects them: case kept, no article or preposition, phrases reduced', async () => {
    const counts = async (n: string): Promise<Record<string, number>> =>
      Object.fromEntries((await entry(n)).kjvTranslations.map((k) => [k.translation, k.count]));
    expect(await counts('H3068')).toEqual({ LORD: 6510, GOD: 4, JEHOVAH: 4 });
    const theos = await counts('G2316');
    expect(theos).toMatchObject({ God: 1316, gods: 8, godly: 7, god: 4, 'God-ward': 1 });
    for (const wrong of ['the', 'of', 'sort', 'was', 'manner', 'of God', 'god\u2019s'])
      expect(theos).not.toHaveProperty([wrong]);
    expect(await counts('H7225')).toEqual({
      beginning: 18,
      firstfruits: 10,
      first: 9,
      chief: 8,
      firstfruit: 1,
      chiefest: 1,
      'first part': 1,
      'principal thing': 1,
      'first time': 1,
    });
    expect(await counts('G2424')).toMatchObject({ Jesus: 967, JESUS: 6 });
  });

  it('carries the first 10 verses for the entry dialog', async () => {
    const { occurrences } = await entry('H7225');
    expect(occurrences).toHaveLength(10);
    expect(occurrences[0]).toEqual({
      reference: 'Genesis 1:1',
      text: 'In the beginning God created the heaven and the earth.',
    });
  });

  it('accepts the number lower-cased and zero-padded', async () => {
    expect((await entry('h07225')).strongsNumber).toBe('H7225');
    expect((await entry('g0026')).strongsNumber).toBe('G26');
  });

  it("answers a well-formed unknown number with 404 and the spec's text", async () => {
    const res = await request(http).get('/api/dictionary/H9999').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: "Strong's number H9999 not found in dictionary" });
    expect((await request(http).get('/api/dictionary/G3203').expect(404)).body.message).toBe(
      "Strong's number G3203 not found in dictionary",
    );
  });

  it('answers a malformed number with 400 "Invalid Strong\'s number: …"', async () => {
    for (const bad of ['X12', 'H', 'H0', 'H123456', '..%2F..%2Fetc']) {
      const res = await request(http).get(`/api/dictionary/${bad}`).expect(400);
      expect(res.body.message).toMatch(/^Invalid Strong's number: /);
    }
  });

  it("caches the entry in Redis for an hour under the readers' generation, and follows a new generation", async () => {
    const redis = t.app.get(LexiconCacheStore).client;
    await entry('G26');
    const [key] = await redis.keys(`${t.config.LEXICON_CACHE_PREFIX}g*:entry:G26`);
    expect(await redis.ttl(key)).toBeGreaterThan(3500);
    await redis.set(key, JSON.stringify({ strongsNumber: 'G26', cached: true }), 'EX', 60);
    expect((await entry('G26')) as unknown).toEqual({ strongsNumber: 'G26', cached: true });
    // What an import, rollback or uninstall of any text does in its transaction.
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    await db
      .query(`UPDATE versions SET generation = generation + 1 WHERE code = 'kjv'`)
      .finally(() => db.end());
    await waitUntil(async () => (await entry('G26')).word === 'ἀγάπη', {
      what: 'the entry computed again under the new generation',
      timeoutMs: 10_000,
      everyMs: 200,
    });
    // Nothing was deleted: the old answer stays under the old key until it expires, read by nobody.
    expect(await redis.get(key)).toContain('"cached":true');
  });

  it('sends the JSON the cache holds, computed or read back, as JSON', async () => {
    const redis = t.app.get(LexiconCacheStore).client;
    const computed = await request(http).get('/api/dictionary/H430').expect(200);
    const [key] = await redis.keys(`${t.config.LEXICON_CACHE_PREFIX}g*:entry:H430`);
    const held = await redis.get(key);
    const readBack = await request(http).get('/api/dictionary/H430').expect(200);
    expect(computed.text).toBe(held);
    expect(readBack.text).toBe(held);
    expect(readBack.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(readBack.body).toMatchObject({ strongsNumber: 'H430', totalVerses: expect.any(Number) });
  });

  it('follows a deploy: an answer cached before a new migration is not served after it', async () => {
    const redis = t.app.get(LexiconCacheStore).client;
    // A number no other test here asks for: its one key is the current generation's.
    await entry('H160');
    const keys = await redis.keys(`${t.config.LEXICON_CACHE_PREFIX}g*:entry:H160`);
    expect(keys).toHaveLength(1);
    await redis.set(keys[0], JSON.stringify({ strongsNumber: 'H160', cached: true }), 'EX', 60);
    expect((await entry('H160')) as unknown).toEqual({ strongsNumber: 'H160', cached: true });
    // What the next release's migration run writes before its processes start.
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    await db
      .query(
        `INSERT INTO migrations (timestamp, name) SELECT max(timestamp) + 1, 'NextRelease' || (max(timestamp) + 1) FROM migrations`,
      )
      .finally(() => db.end());
    await waitUntil(async () => (await entry('H160')).definition !== undefined, {
      what: 'the entry computed again after the migration',
      timeoutMs: 10_000,
      everyMs: 200,
    });
  });
});
