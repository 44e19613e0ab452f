import request from 'supertest';
import { SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

describe('POST /api/dev-session in development', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp({ config: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs the browser in as the test user, an ordinary user without admin rights', async () => {
    const agent = request.agent(t.app.getHttpServer()).set('Origin', SITE_ORIGIN);
    const body = {
      timestamp: Date.now(),
      requestId: 'r1',
      clientInfo: { userAgent: 'jest', viewportWidth: 1280, viewportHeight: 800 },
    };
    const res = await agent.post('/api/dev-session').set('Cache-Control', 'no-cache').send(body).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      authenticated: true,
      testUser: true,
      createdAt: expect.any(String),
      user: { id: expect.any(Number), username: 'dev.tester', role: 'user', sessionId: expect.any(String) },
    });
    expect((await agent.get('/api/user').expect(200)).body.username).toBe('dev.tester');
    await agent.post('/api/dev-session').send({}).expect(200);
    expect(await t.sql(`SELECT username, role FROM users`)).toEqual([
      { username: 'dev.tester', role: 'user' },
    ]);
  });
});
