import request from 'supertest';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const PASSWORD = 'the threshing floor at night';

describe('login throttling', () => {
  let t: AuthTestApp;
  const login = (username: string, password: string, ip: string) =>
    request(t.app.getHttpServer()).post('/api/login').set('X-Forwarded-For', ip).send({ username, password });

  beforeAll(async () => {
    t = await startAuthTestApp();
    for (const username of ['ruth', 'boaz', 'naomi']) {
      await request(t.app.getHttpServer())
        .post('/api/register')
        .send({ username, password: PASSWORD })
        .expect(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After after 5 failures for one username, from any address, even with the right password', async () => {
    for (let i = 1; i <= 5; i++)
      await login('ruth', 'a wrong guess number ' + i, `198.51.100.${i}`).expect(401);
    const res = await login('ruth', PASSWORD, '198.51.100.77').expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many failed login attempts. Try again in 15 minutes.',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 10);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await login('boaz', PASSWORD, '198.51.100.77').expect(200);
  });

  it('lets the counter fall when the window has passed', async () => {
    await t.redis.del(`${t.config.LOGIN_THROTTLE_PREFIX}user:ruth`);
    await login('ruth', PASSWORD, '198.51.100.78').expect(200);
  });

  it("forgets a username's failures after a successful login", async () => {
    for (let i = 0; i < 4; i++) await login('naomi', 'not it', '192.0.2.10').expect(401);
    await login('naomi', PASSWORD, '192.0.2.10').expect(200);
    for (let i = 0; i < 4; i++) await login('naomi', 'still not it', '192.0.2.10').expect(401);
    await login('naomi', PASSWORD, '192.0.2.10').expect(200);
  });

  it('answers 429 after 20 failures from one address, whatever usernames it tries', async () => {
    for (let i = 0; i < 20; i++) await login(`guess${i}`, 'whatever it is', '203.0.113.9').expect(401);
    const res = await login('boaz', PASSWORD, '203.0.113.9').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await login('boaz', PASSWORD, '203.0.113.10').expect(200);
  });
});
