import request from 'supertest';
import { SITE_ORIGIN, startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';
import { XSS_VECTORS } from './__fixtures__/xss-vectors';

const DANGEROUS = /<script|\son\w+\s*=|javascript:|style=|<style|<iframe/i;

describe('advertisements, content boxes and custom pages', () => {
  let t: AdminTestApp;
  let admin: string;
  let reader: string;
  const http = () => request(t.app.getHttpServer());
  const write = (method: 'post' | 'put' | 'delete', path: string, cookie = admin) =>
    http()[method](path).set('Cookie', cookie).set('Origin', SITE_ORIGIN);

  beforeAll(async () => {
    t = await startAdminTestApp();
    admin = await t.signIn('keeper', 'admin');
    reader = await t.signIn('ruth', 'user');
  });
  afterAll(async () => t?.close());

  it('lets only an admin write: 401 without a session, 403 for a user', async () => {
    const ad = { title: 'Ad', content: '<p>x</p>', position: 'sidebar' };
    await http().post('/api/admin/advertisements').set('Origin', SITE_ORIGIN).send(ad).expect(401);
    await write('post', '/api/admin/advertisements', reader).send(ad).expect(403);
    await write('post', '/api/admin/content-boxes', reader).send(ad).expect(403);
    await write('post', '/api/admin/pages', reader)
      .send({ ...ad, slug: 'x' })
      .expect(403);
    await http().get('/api/admin/pages').set('Cookie', reader).expect(403);
  });

  it("answers the spec's validation texts", async () => {
    const ads = '/api/admin/advertisements';
    await write('post', ads)
      .send({ content: 'x', position: 'sidebar' })
      .expect(400, { statusCode: 400, message: 'Title is required' });
    await write('post', ads)
      .send({ title: 'x', position: 'sidebar' })
      .expect(400, { statusCode: 400, message: 'Content is required' });
    await write('post', ads)
      .send({ title: 'x', content: 'x' })
      .expect(400, { statusCode: 400, message: 'Position is required' });
    await write('post', ads).send({ title: 'x', content: 'x', position: 'homepage' }).expect(400);
    await write('post', ads)
      .send({ title: 'x', content: 'x', position: 'sidebar', linkUrl: 'javascript:alert(1)' })
      .expect(400, {
        statusCode: 400,
        message: 'Link URL must be an http(s) address or a path on this site',
      });
    await write('post', '/api/admin/pages')
      .send({ title: 'x', content: 'x' })
      .expect(400, { statusCode: 400, message: 'Slug is required' });
  });

  it('shows an active advertisement in its position and hides an inactive one', async () => {
    const shown = (
      await write('post', '/api/admin/advertisements')
        .send({
          title: 'Study Bible',
          content: '<p>Offer</p>',
          position: 'results',
          linkUrl: 'https://example.org',
        })
        .expect(201)
    ).body;
    expect(shown).toMatchObject({ active: true, linkUrl: 'https://example.org', position: 'results' });
    const hidden = (
      await write('post', '/api/admin/advertisements')
        .send({ title: 'Old', content: '<p>Old</p>', position: 'results', active: false })
        .expect(201)
    ).body;
    const list = (await http().get('/api/advertisements?position=results').expect(200)).body;
    expect(list.map((a: { id: number }) => a.id)).toEqual([shown.id]);
    expect((await http().get('/api/advertisements?position=sidebar').expect(200)).body).toEqual([]);
    await http().get('/api/advertisements?position=nowhere').expect(400);
    await write('put', `/api/admin/advertisements/${hidden.id}`)
      .send({ title: 'Old', content: '<p>Old</p>', position: 'results', active: true })
      .expect(200);
    expect((await http().get('/api/advertisements?position=results').expect(200)).body).toHaveLength(2);
    await write('delete', `/api/admin/advertisements/${hidden.id}`).expect(200, { deleted: true });
    await write('delete', `/api/admin/advertisements/${hidden.id}`).expect(404);
    expect(
      (await http().get('/api/admin/advertisements').set('Cookie', admin).expect(200)).body,
    ).toHaveLength(1);
  });

  it('serves content boxes by position', async () => {
    await write('post', '/api/admin/content-boxes')
      .send({ title: 'Welcome', content: '<p>Hi</p>', position: 'homepage' })
      .expect(201);
    await write('post', '/api/admin/content-boxes')
      .send({ title: 'Tip', content: '<p>Tip</p>', position: 'search' })
      .expect(201);
    const home = (await http().get('/api/content-boxes?position=homepage').expect(200)).body;
    expect(home.map((b: { title: string }) => b.title)).toEqual(['Welcome']);
  });

  it('keeps slugs unique and of [a-z0-9-], and serves only published pages', async () => {
    for (const slug of ['About Us', 'about_us', 'ÄBOUT', '-about', 'about--us', 'about/us']) {
      await write('post', '/api/admin/pages').send({ title: 'About', slug, content: '<p>x</p>' }).expect(400);
    }
    const page = (
      await write('post', '/api/admin/pages')
        .send({ title: 'About', slug: 'about-us-2', content: '<p>About</p>' })
        .expect(201)
    ).body;
    await write('post', '/api/admin/pages')
      .send({ title: 'Again', slug: 'about-us-2', content: '<p>x</p>' })
      .expect(409);
    expect((await http().get('/api/pages/about-us-2').expect(200)).body).toMatchObject({
      title: 'About',
      content: '<p>About</p>',
    });
    await write('put', `/api/admin/pages/${page.id}`)
      .send({ title: 'About', slug: 'about-us-2', content: '<p>About</p>', active: false })
      .expect(200);
    await http().get('/api/pages/about-us-2').expect(404, { statusCode: 404, message: 'Page not found' });
    await http().get('/api/pages/never-written').expect(404);
  });

  it('sanitises every XSS vector on write, for pages, advertisements and boxes', async () => {
    for (const [i, vector] of XSS_VECTORS.entries()) {
      const content = `<p>safe ${i}</p>${vector}`;
      const page = (
        await write('post', '/api/admin/pages')
          .send({ title: `P${i}`, slug: `xss-${i}`, content })
          .expect(201)
      ).body;
      expect(page.content).not.toMatch(DANGEROUS);
      expect(page.content).toContain(`safe ${i}`);
      const ad = (
        await write('post', '/api/admin/advertisements')
          .send({ title: `A${i}`, content, position: 'footer' })
          .expect(201)
      ).body;
      expect(ad.content).not.toMatch(DANGEROUS);
      const box = (
        await write('post', '/api/admin/content-boxes')
          .send({ title: `B${i}`, content, position: 'about' })
          .expect(201)
      ).body;
      expect(box.content).not.toMatch(DANGEROUS);
    }
    const stored = await t.sql<{ content: string }>(
      `SELECT content FROM custom_pages WHERE slug LIKE 'xss-%'`,
    );
    for (const row of stored) expect(row.content).not.toMatch(DANGEROUS);
  });

  it('sanitises on read too: HTML written around the API never reaches a visitor', async () => {
    await t.sql(
      `INSERT INTO custom_pages (title, slug, content) VALUES ('Raw', 'raw', '<p onclick="x()">Raw</p><script>alert(1)</script>')`,
    );
    await t.sql(
      `INSERT INTO advertisements (title, content, position) VALUES ('Raw', '<a href="javascript:alert(1)" style="color:red">Raw</a>', 'header')`,
    );
    expect((await http().get('/api/pages/raw').expect(200)).body.content).toBe('<p>Raw</p>');
    expect((await http().get('/api/advertisements?position=header').expect(200)).body[0].content).toBe(
      '<a>Raw</a>',
    );
  });
});
