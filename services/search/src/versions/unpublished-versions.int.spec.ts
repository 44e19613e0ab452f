import type { VersionDetails } from '@strongs/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { sessionCookieFor } from '../testing/session-cookie';
import { startTestApp, type TestApp } from '../test-app';

/**
 * An uploaded text is installed unpublished (here YLT stands for an upload: the corpus installs it, the test
 * holds it back as the importer holds back an upload). Visitors get it as a slot not installed; admins get it.
 */
describe('an unpublished text', () => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  const get = (path: string, cookie?: string) => {
    const req = request(t.app.getHttpServer()).get(path);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const details = async (cookie?: string) =>
    new Map(
      ((await get('/api/bible/versions?details=true', cookie).expect(200)).body as VersionDetails[]).map(
        (v) => [v.code, v],
      ),
    );
  const PATHS = [
    '/api/search-strongs?q=love&db={code}',
    '/api/bible/chapter/8/1/{code}',
    '/api/bible/verse/8/1/16/{code}',
  ];

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.app.get(DataSource);
    await db.query(
      `UPDATE versions SET published = false, coverage = 'Ruth only, 85 verses', licence = 'Imported by an administrator from ruth.txt: licence not yet recorded' WHERE code = 'ylt'`,
    );
    admin = await sessionCookieFor(db, t.config, 'admin');
    reader = await sessionCookieFor(db, t.config, 'user');
  });
  afterAll(async () => t?.close());

  it.each([
    ['a visitor', undefined],
    ['a signed-in reader', 'reader'],
  ])("is a slot not installed in %s's version list, with nothing of the file", async (_who, as) => {
    const cookie = as ? reader : undefined;
    expect((await get('/api/bible/versions', cookie).expect(200)).body).not.toContain('ylt');
    const ylt = (await details(cookie)).get('ylt');
    expect(ylt).toMatchObject({ installed: false, verseCount: 0, licence: 'Not installed', coverage: null });
    expect((await details(cookie)).get('kjv')).toMatchObject({
      installed: true,
      published: true,
      coverage: null,
    });
  });

  it.each(PATHS)('answers a visitor at %s exactly as a text not installed', async (path) => {
    const unpublished = await get(path.replace('{code}', 'ylt'));
    const notInstalled = await get(path.replace('{code}', 'nkjv'));
    expect(unpublished.status).toBe(notInstalled.status);
    expect(unpublished.body).toEqual(JSON.parse(JSON.stringify(notInstalled.body).replace(/nkjv/gi, 'ylt')));
    expect(unpublished.body.message).toBe('Version ylt is not installed');
  });

  it('is listed for an administrator, marked unpublished with its coverage, and answers searches and chapters', async () => {
    expect((await get('/api/bible/versions', admin).expect(200)).body).toContain('ylt');
    expect((await details(admin)).get('ylt')).toMatchObject({
      installed: true,
      published: false,
      coverage: 'Ruth only, 85 verses',
      verseCount: 31102,
    });
    expect(
      (await get('/api/search-strongs?q=love&db=ylt', admin).expect(200)).body.totalResults,
    ).toBeGreaterThan(0);
    expect((await get('/api/bible/chapter/8/1/ylt', admin).expect(200)).body.verses).toHaveLength(22);
    expect((await get('/api/bible/verse/8/1/16/ylt', admin).expect(200)).body.text).toMatch(/Ruth/);
  });
});
