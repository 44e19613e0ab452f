import request from 'supertest';
import { SITE_ORIGIN, startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';

describe('system settings', () => {
  let t: AdminTestApp;
  let admin: string;
  let reader: string;
  const http = () => request(t.app.getHttpServer());
  const put = (key: string, value: unknown) =>
    http().put(`/api/system-settings/${key}`).set('Cookie', admin).set('Origin', SITE_ORIGIN).send({ value });
  const post = (body: object) =>
    http().post('/api/system-settings').set('Cookie', admin).set('Origin', SITE_ORIGIN).send(body);

  beforeAll(async () => {
    t = await startAdminTestApp();
    admin = await t.signIn('keeper', 'admin');
    reader = await t.signIn('ruth', 'user');
  });
  afterAll(async () => t?.close());

  it('answers 401 without a session, 403 to a user without the admin role, 200 to an admin', async () => {
    await http()
      .get('/api/system-settings/categories')
      .expect(401, { statusCode: 401, message: 'Authentication required' });
    await http()
      .get('/api/system-settings/categories')
      .set('Cookie', reader)
      .expect(403, { statusCode: 403, message: 'Admin role required' });
    await http()
      .put('/api/system-settings/site_name')
      .set('Cookie', reader)
      .set('Origin', SITE_ORIGIN)
      .send({ value: 'x' })
      .expect(403);
    await http().get('/api/system-settings/categories').set('Cookie', admin).expect(200);
  });

  it('lists the seeded categories and the default set', async () => {
    const categories = (await http().get('/api/system-settings/categories').set('Cookie', admin).expect(200))
      .body;
    expect(categories).toEqual(
      expect.arrayContaining(['general', 'search', 'dictionary', 'accounts', 'analytics', 'bot', 'email']),
    );
    const search = (await http().get('/api/system-settings/category/search').set('Cookie', admin).expect(200))
      .body;
    expect(search.map((s: { key: string }) => s.key).sort()).toEqual([
      'default_version',
      'parallel_default',
      'results_per_page',
    ]);
    expect(search.find((s: { key: string }) => s.key === 'results_per_page')).toMatchObject({
      value: '30',
      dataType: 'number',
      isSystem: true,
      isProtected: false,
    });
  });

  it('serves the public settings, typed, to anyone', async () => {
    const body = (await http().get('/api/system-settings/public').expect(200)).body;
    expect(body).toMatchObject({
      site_name: "Strong's Dictionary",
      default_version: 'kjv',
      parallel_default: false,
      results_per_page: 30,
      dictionary_page_size: 20,
      registration_open: true,
      analytics_enabled: true,
    });
    expect(body).not.toHaveProperty('ai_provider_key');
  });

  it('validates a number', async () => {
    await put('results_per_page', 'twenty').expect(400, {
      statusCode: 400,
      message: 'Results per page must be a number',
    });
    expect((await put('results_per_page', '30').expect(200)).body.value).toBe('30');
    expect((await put('results_per_page', 25).expect(200)).body.value).toBe('25');
  });

  it("stores a boolean as 'true' or 'false'", async () => {
    await put('registration_open', 'yes').expect(400, {
      statusCode: 400,
      message: 'Registration open must be true or false',
    });
    expect((await put('registration_open', false).expect(200)).body.value).toBe('false');
    expect((await put('registration_open', 'true').expect(200)).body.value).toBe('true');
  });

  it('accepts only json that parses', async () => {
    await post({
      key: 'search.synonyms',
      label: 'Synonyms',
      value: '{"a":',
      category: 'search',
      dataType: 'json',
    }).expect(400, {
      statusCode: 400,
      message: 'Synonyms must be valid JSON',
    });
    const created = (
      await post({
        key: 'search.synonyms',
        label: 'Synonyms',
        value: '{"lord": ["yhwh"]}',
        category: 'search',
        dataType: 'json',
      }).expect(201)
    ).body;
    expect(created).toMatchObject({ value: '{"lord":["yhwh"]}', isSystem: false, isProtected: false });
  });

  it('keeps a string within its options', async () => {
    await post({
      key: 'theme',
      label: 'Theme',
      value: 'dark',
      category: 'general',
      options: ['light', 'sepia'],
    }).expect(400, {
      statusCode: 400,
      message: 'Theme must be one of: light, sepia',
    });
    const created = (
      await post({
        key: 'theme',
        label: 'Theme',
        value: 'sepia',
        category: 'general',
        options: ['light', 'sepia'],
      }).expect(201)
    ).body;
    expect(created).toMatchObject({ dataType: 'string', options: ['light', 'sepia'] });
    await put('theme', 'neon').expect(400);
    expect((await put('theme', 'light').expect(200)).body.value).toBe('light');
  });

  it('requires the fields of a new setting and a key of the house pattern', async () => {
    await post({ label: 'X', value: '1', category: 'general' }).expect(400, {
      statusCode: 400,
      message: 'Key is required',
    });
    await post({ key: 'Bad Key', label: 'X', value: '1', category: 'general' }).expect(400);
    await post({ key: 'ok_key', value: '1', category: 'general' }).expect(400, {
      statusCode: 400,
      message: 'Label is required',
    });
    await post({ key: 'ok_key', label: 'X', category: 'general' }).expect(400, {
      statusCode: 400,
      message: 'Value is required',
    });
    await post({ key: 'ok_key', label: 'X', value: '1' }).expect(400, {
      statusCode: 400,
      message: 'Category is required',
    });
    await post({ key: 'site_name', label: 'X', value: '1', category: 'general' }).expect(409);
  });

  it('masks protected values in every listing and answer', async () => {
    expect((await put('ai_provider_key', 'sk-secret-value').expect(200)).body.value).toBe('********');
    const bot = (await http().get('/api/system-settings/category/bot').set('Cookie', admin).expect(200)).body;
    expect(bot.find((s: { key: string }) => s.key === 'ai_provider_key').value).toBe('********');
    expect(JSON.stringify(bot)).not.toContain('sk-secret-value');
    const created = (
      await post({
        key: 'mail.password',
        label: 'SMTP password',
        value: 'hunter2-pass',
        category: 'email',
        isProtected: true,
      }).expect(201)
    ).body;
    expect(created.value).toBe('********');
    const [stored] = await t.sql<{ value: string }>(
      `SELECT value FROM system_settings WHERE key = 'ai_provider_key'`,
    );
    expect(stored.value).toBe('sk-secret-value');
  });

  it('refuses to delete a system setting and deletes others', async () => {
    const del = (key: string) =>
      http().delete(`/api/system-settings/${key}`).set('Cookie', admin).set('Origin', SITE_ORIGIN);
    await del('site_name').expect(400, {
      statusCode: 400,
      message: 'System settings cannot be deleted (site_name)',
    });
    await post({ key: 'temporary', label: 'Temporary', value: 'x', category: 'general' }).expect(201);
    await del('temporary').expect(200, { deleted: true });
    // A setting added as a system setting could never be deleted again: the site's own are the only ones.
    await post({ key: 'forever', label: 'Forever', value: 'x', category: 'general', isSystem: true }).expect(
      400,
      {
        statusCode: 400,
        message: 'Only the site defines system settings; an added setting can be deleted',
      },
    );
    await del('forever').expect(404);
    await del('temporary').expect(404);
  });

  it('keeps numbers within their rule: results_per_page a whole number from 1 to 100', async () => {
    await put('results_per_page', 'abc').expect(400, {
      statusCode: 400,
      message: 'Results per page must be a number',
    });
    for (const bad of ['0', '101', '2.5', -3, '1e1', '0x10', '10.0']) {
      await put('results_per_page', bad).expect(400, {
        statusCode: 400,
        message: 'Results per page must be a whole number from 1 to 100',
      });
    }
    await put('dictionary_page_size', '37').expect(400, {
      statusCode: 400,
      message: 'Dictionary page size must be one of: 10, 20, 50, 100',
    });
    await put('bot_alert_recipient', 'not an address').expect(400);
    expect((await put('bot_alert_recipient', '').expect(200)).body.value).toBe('');
    const [stored] = await t.sql<{ value: string }>(
      `SELECT value FROM system_settings WHERE key = 'results_per_page'`,
    );
    expect(stored.value).toBe('25');
  });

  it('keeps a protected value when it is saved without typing a new one', async () => {
    await put('ai_provider_key', 'sk-kept-value').expect(200);
    for (const untouched of ['', '********']) {
      expect((await put('ai_provider_key', untouched).expect(200)).body.value).toBe('********');
    }
    const [stored] = await t.sql<{ value: string }>(
      `SELECT value FROM system_settings WHERE key = 'ai_provider_key'`,
    );
    expect(stored.value).toBe('sk-kept-value');
  });
});

describe('default_version names an installed version', () => {
  let t: AdminTestApp;
  let admin: string;
  const put = (value: unknown) =>
    request(t.app.getHttpServer())
      .put('/api/system-settings/default_version')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ value });

  beforeAll(async () => {
    t = await startAdminTestApp({ kind: 'corpus' });
    admin = await t.signIn('keeper', 'admin');
  });
  afterAll(async () => t?.close());

  it('refuses a text that does not exist or is not installed, and accepts an installed one', async () => {
    const res = await put('nosuch').expect(400);
    expect(res.body.message).toMatch(/^Default version must be an installed version \(one of: .*kjv.*\)$/);
    await put('nkjv').expect(400);
    expect((await put('asv').expect(200)).body.value).toBe('asv');
  });

  it('refuses an installed text that is not yet published: visitors could not read it', async () => {
    await t.sql(`UPDATE versions SET published = false WHERE code = 'ylt'`);
    expect((await put('ylt').expect(400)).body.message).not.toMatch(/ylt/);
    await t.sql(`UPDATE versions SET published = true WHERE code = 'ylt'`);
    expect((await put('ylt').expect(200)).body.value).toBe('ylt');
  });
});
