import type { DictionaryEntryResponse } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { rawRv1909Renderings, rawRv1909Verses, waitUntil } from '@strongs/testing';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';

describe('an entry’s Reina-Valera 1909 renderings (GET /api/dictionary/{n}, real corpus)', () => {
  let t: LexiconTestApp;
  let http: App;
  const entry = async (n: string): Promise<DictionaryEntryResponse> =>
    (await request(http).get(`/api/dictionary/${n}`).expect(200)).body as DictionaryEntryResponse;
  const raw = rawRv1909Verses(resolveCorpusDir());
  const renderings = rawRv1909Renderings(raw);
  /** The file's own count per number: lower-cased rendering → tags. */
  const rawRenderings = (strongs: string): Map<string, number> => renderings.get(strongs) ?? new Map();
  const served = (e: DictionaryEntryResponse): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const r of e.versionTranslations.find((v) => v.version === 'rv1909')?.translations ?? [])
      counts.set(r.translation.toLowerCase(), (counts.get(r.translation.toLowerCase()) ?? 0) + r.count);
    return counts;
  };

  beforeAll(async () => {
    t = await createLexiconTestApp();
    http = t.app.getHttpServer() as App;
  });
  afterAll(() => t?.close());

  it('lists G25’s Spanish renderings with the counts the file gives, beside the KJV’s', async () => {
    const g25 = await entry('G25');
    expect(g25.kjvTranslations.length).toBeGreaterThan(0);
    expect(g25.versionTranslations).toHaveLength(1);
    const [rv] = g25.versionTranslations;
    expect(rv).toMatchObject({
      version: 'rv1909',
      name: 'Reina-Valera 1909',
      abbreviation: 'RV1909',
      language: 'es',
    });
    const tags = raw.flatMap((v) => v.tags).filter((tag) => tag.numbers.includes('G25')).length;
    expect(tags).toBe(142);
    expect(rv.totalWords).toBe(tags);
    expect(rv.translations.reduce((sum, r) => sum + r.count, 0)).toBe(tags);
    expect(Object.fromEntries(served(g25))).toEqual(Object.fromEntries(rawRenderings('G25')));
    const counts = Object.fromEntries(rv.translations.map((r) => [r.translation, r.count]));
    expect(counts).toMatchObject({
      amó: rawRenderings('G25').get('amó'),
      amaba: rawRenderings('G25').get('amaba'),
    });
    expect(counts.amó).toBeGreaterThanOrEqual(12);
    const order = rv.translations.map((r) => r.count);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('agrees with the file for G26, H157 and H430, and keeps Dios and Señor capitalised', async () => {
    for (const n of ['G26', 'H157', 'H430', 'G2962']) {
      const e = await entry(n);
      expect([n, Object.fromEntries(served(e))]).toEqual([n, Object.fromEntries(rawRenderings(n))]);
    }
    const names = async (n: string) =>
      (await entry(n)).versionTranslations[0].translations.slice(0, 2).map((r) => r.translation);
    expect(await names('H430')).toEqual(['Dios', 'dioses']);
    expect(await names('G2962')).toEqual(['Señor', 'señor']);
    expect((await entry('G26')).versionTranslations[0].translations[0]).toMatchObject({
      translation: 'amor',
    });
  });

  it('shows a version’s renderings only while it is published, the cached entry following', async () => {
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    try {
      expect((await entry('G25')).versionTranslations).toHaveLength(1);
      await db.query(`UPDATE versions SET published = false WHERE code = 'rv1909'`);
      await waitUntil(async () => (await entry('G25')).versionTranslations.length === 0, {
        what: 'the entry without the unpublished RV1909',
        timeoutMs: 10_000,
        everyMs: 200,
      });
      await db.query(`UPDATE versions SET published = true WHERE code = 'rv1909'`);
      await waitUntil(async () => (await entry('G25')).versionTranslations.length === 1, {
        what: 'the entry with the RV1909 again',
        timeoutMs: 10_000,
        everyMs: 200,
      });
    } finally {
      await db.end();
    }
  });
});
