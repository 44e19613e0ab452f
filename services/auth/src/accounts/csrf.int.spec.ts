import request from 'supertest';
import { cookieOf, SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const PASSWORD = 'gleaning in the fields of boaz';

describe('CSRF: state-changing calls must come from the site', () => {
  let t: AuthTestApp;
  let cookie: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startAuthTestApp();
    const res = await http().post('/api/register').send({ username: 'ruth', password: PASSWORD }).expect(201);
    cookie = cookieOf(res.headers['set-cookie']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a cross-origin POST that carries the session, and the session survives', async () => {
    await http()
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .expect(403, { statusCode: 403, message: 'Cross-site request refused' });
    await http()
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('Referer', 'https://evil.example/page')
      .expect(403);
    await http().post('/api/logout').set('Cookie', cookie).set('Origin', 'null').expect(403);
    await http().get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('refuses a POST with the session but neither Origin nor Referer', async () => {
    await http()
      .post('/api/refresh-session')
      .set('Cookie', cookie)
      .send({})
      .expect(403, { statusCode: 403, message: 'Origin header required' });
  });

  it('refuses a cross-origin login (login CSRF) but lets scripts without Origin and no session in', async () => {
    await http()
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'ruth', password: PASSWORD })
      .expect(403);
    await http().post('/api/login').send({ username: 'ruth', password: PASSWORD }).expect(200);
  });

  it('accepts the public origin, the Host the request was sent to, and a same-site Referer', async () => {
    await http()
      .post('/api/refresh-session')
      .set('Cookie', cookie)
      .set('Origin', SITE_ORIGIN)
      .send({})
      .expect(200);
    const fresh = cookieOf(
      (await http().post('/api/login').send({ username: 'ruth', password: PASSWORD })).headers['set-cookie'],
    );
    await http()
      .post('/api/refresh-session')
      .set('Cookie', fresh)
      .set('Host', 'bible.example')
      .set('Origin', 'https://bible.example')
      .send({})
      .expect(200);
    const other = cookieOf(
      (await http().post('/api/login').send({ username: 'ruth', password: PASSWORD })).headers['set-cookie'],
    );
    await http().post('/api/logout').set('Cookie', other).set('Referer', `${SITE_ORIGIN}/admin`).expect(200);
  });
});
