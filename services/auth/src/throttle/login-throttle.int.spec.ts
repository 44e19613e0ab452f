import { GATEWAY_TOKEN_HEADER } from '@strongs/nest-common';
import request from 'supertest';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const PASSWORD = 'the threshing floor at night';

describe('login throttling', () => {
  let t: AuthTestApp;
  /** As the gateway forwards it: the visitor's address, signed with the gateway token. */
  const login = (username: string, password: string, ip: string) =>
    request(t.app.getHttpServer())
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .set(GATEWAY_TOKEN_HEADER, t.config.GATEWAY_TOKEN as string)
      .send({ username, password });

  beforeAll(async () => {
    t = await startAuthTestApp();
    for (const username of ['ruth', 'boaz', 'naomi', 'orpah']) {
      await request(t.app.getHttpServer())
        .post('/api/register')
        .send({ username, password: PASSWORD })
        .expect(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('checks at most 5 of 30 concurrent wrong passwords for one name from one address', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login('ruth', `a wrong guess number ${i}`, '198.51.100.1').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('keeps the attacking address out for the window, even with the right password', async () => {
    const res = await login('ruth', PASSWORD, '198.51.100.1').expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many failed login attempts. Try again in 15 minutes.',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 10);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('never locks the name: its owner signs in from another address meanwhile', async () => {
    const res = await login('ruth', PASSWORD, '192.0.2.44').expect(200);
    expect(res.body).toMatchObject({ username: 'ruth' });
  });

  it('makes the same address wait longer after each failure (1 s after the second)', async () => {
    await login('naomi', 'not it', '192.0.2.10').expect(401);
    await login('naomi', 'still not it', '192.0.2.10').expect(401);
    const res = await login('naomi', PASSWORD, '192.0.2.10').expect(429);
    expect(res.body.message).toBe('Too many failed login attempts. Try again in 1 second.');
    expect(res.headers['retry-after']).toBe('1');
  });

  it("forgets a name's failures from an address after it signs in there", async () => {
    await login('orpah', 'not it', '192.0.2.20').expect(401);
    await login('orpah', PASSWORD, '192.0.2.20').expect(200);
    const keys = await t.redis.keys(`${t.config.LOGIN_THROTTLE_PREFIX}name-ip:orpah*`);
    expect(keys).toEqual([]);
  });

  it('answers 429 after 20 failures from one address, whatever names it tries, and only there', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login(`guess${i}`, 'whatever it is', '203.0.113.9').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    const res = await login('boaz', PASSWORD, '203.0.113.9').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await login('boaz', PASSWORD, '203.0.113.10').expect(200);
  });

  it('counts every IPv6 address of one /64 as one address, whatever names it tries', async () => {
    // One subscriber's /64 holds 2^64 addresses: a new one per attempt must not buy new attempts.
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login(`ipv6guess${i}`, 'whatever it is', `2001:db8:77:1::${(i + 1).toString(16)}`).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    await login('naomi', PASSWORD, '2001:db8:77:1:abcd::1').expect(429);
    await login('naomi', PASSWORD, '2001:db8:77:2::1').expect(200);
  });

  it('believes X-Forwarded-For only from the gateway: a forged one is the caller itself', async () => {
    const forged = (i: number) =>
      request(t.app.getHttpServer())
        .post('/api/login')
        .set('X-Forwarded-For', `10.1.0.${i}`)
        .send({ username: 'boaz', password: 'forged' });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await forged(i)).status);
    // Six "addresses" were one caller: its 5 attempts for boaz were spent (with delays), never 6 checks.
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(6);
    expect(statuses).toContain(429);
  });
});
