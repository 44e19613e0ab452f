import { SystemSettingsReader } from '@strongs/db';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './test-app';

/** The administrator's settings (stored by the admin service) steer the search service's defaults. */
describe('search service reading system settings', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const setSetting = async (key: string, value: string) => {
    await t.app.get(DataSource).query('UPDATE system_settings SET value = $2 WHERE key = $1', [key, value]);
    t.app.get(SystemSettingsReader).forget();
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('searches the default_version when a request names none', async () => {
    expect((await get('/api/search-strongs?q=love').expect(200)).body.version).toBe('kjv');
    await setSetting('default_version', 'web');
    const web = (await get('/api/search-strongs?q=love').expect(200)).body;
    expect(web.version).toBe('web');
    expect((await get('/api/strongs/search-by-number/H430').expect(200)).body.version).toBe('web');
    await setSetting('default_version', 'kjv');
  });

  it('pages results by results_per_page unless the request sets perPage', async () => {
    expect((await get('/api/search-strongs?q=love').expect(200)).body.perPage).toBe(30);
    await setSetting('results_per_page', '12');
    const twelve = (await get('/api/search-strongs?q=love').expect(200)).body;
    expect(twelve).toMatchObject({ perPage: 12 });
    expect(twelve.results).toHaveLength(12);
    expect((await get('/api/search-strongs?q=love&perPage=5').expect(200)).body.results).toHaveLength(5);
    await setSetting('results_per_page', '100000');
    expect((await get('/api/search-strongs?q=love').expect(200)).body.perPage).toBe(30);
    await setSetting('results_per_page', '30');
  });

  it('drops analytics events while analytics_enabled is off', async () => {
    const count = async () =>
      Number((await t.app.get(DataSource).query('SELECT count(*) AS n FROM search_events'))[0].n);
    const before = await count();
    await setSetting('analytics_enabled', 'false');
    await request(t.app.getHttpServer())
      .post('/api/analytics/search')
      .send({ query: 'grace', database: 'kjv' })
      .expect(201, { recorded: false });
    expect(await count()).toBe(before);
    await setSetting('analytics_enabled', 'true');
    await request(t.app.getHttpServer())
      .post('/api/analytics/search')
      .send({ query: 'grace', database: 'kjv' })
      .expect(201, { recorded: true });
    expect(await count()).toBe(before + 1);
  });
});
