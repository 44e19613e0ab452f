import request from 'supertest';
import type { ChapterResponse, CrossReferencesResponse, VersionDetails } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

describe('the /api/bible endpoints on the real corpus', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the installed version codes', async () => {
    const res = await get('/api/bible/versions').expect(200);
    expect(res.body).toEqual(
      expect.arrayContaining(['kjv', 'rstne', 'tr', 'wlc', 'web', 'asv', 'ylt', 'nhebme', 'byz', 'rv1909']),
    );
    expect(res.body).not.toContain('nkjv');
  });

  it('details every known version, installed or not, with licence, credit and verse count', async () => {
    const res = await get('/api/bible/versions?details=true').expect(200);
    const byCode = new Map((res.body as VersionDetails[]).map((v) => [v.code, v]));
    expect(byCode.get('kjv')).toMatchObject({
      installed: true,
      verseCount: 31102,
      direction: 'ltr',
      hasStrongs: true,
    });
    expect(byCode.get('nkjv')).toMatchObject({ installed: false, verseCount: 0, generation: 0 });
    expect(byCode.get('kjv')?.generation).toBeGreaterThan(0);
    expect(byCode.get('wlc')).toMatchObject({
      installed: true,
      direction: 'rtl',
      credit: expect.stringContaining('Open Scriptures Hebrew Bible'),
    });
    expect(byCode.get('he_modern')?.installed).toBe(false);
    for (const v of byCode.values()) expect(v.licence).toBeTruthy();
  });

  it('answers one verse as {text}', async () => {
    const res = await get('/api/bible/verse/43/3/16/kjv').expect(200);
    expect(res.body.text).toMatch(/^For God so loved the world/);
    expect(res.body.reference).toBe('John 3:16');
    expect((await get('/api/bible/verse/1/1/1/RSTNE').expect(200)).body.text).toBe(
      'In the beginning Elohim created the heaven and the earth.',
    );
  });

  it('answers 404 with a message for a verse the version does not have', async () => {
    const res = await get('/api/bible/verse/1/51/1/kjv').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.stringContaining('Genesis 51:1') });
    expect((await get('/api/bible/verse/40/1/1/wlc').expect(404)).body.message).toContain('Matthew 1:1');
  });

  it('serves a chapter for the reader with tokens, added words and red letters', async () => {
    const res = await get('/api/bible/chapter/John/3/kjv').expect(200);
    const body = res.body as ChapterResponse;
    expect(body.book).toMatchObject({ number: 43, name: 'John' });
    expect(body.verses).toHaveLength(36);
    expect(body.verses.map((v) => v.verse)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    const tokens = body.verses.flatMap((v) => v.tokens);
    expect(tokens.some((token) => token.strongs?.includes('G2316'))).toBe(true);
    expect(tokens.some((token) => token.red)).toBe(true);
    expect(tokens.some((token) => token.added)).toBe(true);
    expect(body.verses[15].tokens.map((token) => token.text).join('')).toBe(body.verses[15].text);
    expect(body.previous).toEqual({ book: 43, chapter: 2 });
    expect((await get('/api/bible/chapter/1/1/wlc').expect(200)).body.direction).toBe('rtl');
  });

  it('lists the cross references of John 3:16, best voted first, with their text', async () => {
    const res = await get('/api/bible/cross-references/43/3/16').expect(200);
    const body = res.body as CrossReferencesResponse;
    expect(body.reference).toBe('John 3:16');
    expect(body.total).toBeGreaterThan(20);
    const votes = body.crossReferences.map((c) => c.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(body.crossReferences.map((c) => c.reference)).toContain('1 Timothy 1:15-16');
    expect(body.crossReferences.every((c) => c.text.length > 0)).toBe(true);
  });
});
