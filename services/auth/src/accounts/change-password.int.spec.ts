import { GATEWAY_TOKEN_HEADER } from '@strongs/nest-common';
import request from 'supertest';
import { WRONG_CURRENT_CREDENTIAL } from '../users/user.errors';
import { PasswordRule } from '../passwords/password-policy';
import { SITE_ORIGIN, sessionIdOf, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const OLD_PASSWORD = 'whither thou goest I will go';
const NEW_PASSWORD = 'thy people shall be my people';

describe('POST /api/user/password', () => {
  let t: AuthTestApp;
  const http = () => request(t.app.getHttpServer());
  const browser = () => request.agent(t.app.getHttpServer()).set('Origin', SITE_ORIGIN);
  const signIn = async (password: string) => {
    const agent = browser();
    await agent.post('/api/login').send({ username: 'ruth', password }).expect(200);
    return agent;
  };

  beforeAll(async () => {
    t = await startAuthTestApp();
    await http()
      .post('/api/register')
      .set('Origin', SITE_ORIGIN)
      .send({ username: 'ruth', password: OLD_PASSWORD })
      .expect(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a session', async () => {
    await http()
      .post('/api/user/password')
      .send({ currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(401);
  });

  it('refuses a wrong current password and a new one that breaks the sign-up rules, with 400 and the reason', async () => {
    const agent = await signIn(OLD_PASSWORD);
    const change = (currentPassword: unknown, newPassword: unknown) =>
      agent.post('/api/user/password').send({ currentPassword, newPassword }).expect(400);
    expect((await change('not the password at all', NEW_PASSWORD)).body).toEqual({
      statusCode: 400,
      message: WRONG_CURRENT_CREDENTIAL,
    });
    expect((await change(OLD_PASSWORD, 'short')).body.message).toBe(PasswordRule.tooShort);
    expect((await change(OLD_PASSWORD, 'password1234')).body.message).toBe(PasswordRule.tooCommon);
    expect((await change(OLD_PASSWORD, 'ruth-of-moab-gleaning')).body.message).toBe(PasswordRule.hasUsername);
    expect((await change(undefined, NEW_PASSWORD)).body.message).toBe('The current password is required');
    expect((await change(OLD_PASSWORD, '')).body.message).toBe('The new password is required');
    // Nothing changed: the old password still signs in.
    await signIn(OLD_PASSWORD);
  });

  it('changes the password, keeps this browser signed in with a new id and ends every other session', async () => {
    const other = await signIn(OLD_PASSWORD);
    const self = await signIn(OLD_PASSWORD);
    const before = (await self.get('/api/user').expect(200)).body.sessionId;
    const changed = await self
      .post('/api/user/password')
      .send({ currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(changed.body).toEqual({
      id: expect.any(Number),
      username: 'ruth',
      role: 'user',
      sessionId: expect.any(String),
    });
    expect(changed.body.sessionId).not.toBe(before);
    expect(sessionIdOf(changed.headers['set-cookie'])).toBe(changed.body.sessionId);

    expect((await self.get('/api/user').expect(200)).body.sessionId).toBe(changed.body.sessionId);
    await other.get('/api/user').expect(401);
    expect((await other.get('/api/session').expect(200)).body).toEqual({ authenticated: false });

    await http().post('/api/login').send({ username: 'ruth', password: OLD_PASSWORD }).expect(401);
    await signIn(NEW_PASSWORD);
  });

  it('counts wrong current passwords as failed sign-ins for the name and address, so a session cannot guess it freely', async () => {
    const from = (ip: string) => ({
      'X-Forwarded-For': ip,
      [GATEWAY_TOKEN_HEADER]: t.config.GATEWAY_TOKEN as string,
    });
    const agent = browser();
    await agent.post('/api/register').send({ username: 'orpah', password: OLD_PASSWORD }).expect(201);
    const change = (currentPassword: string, ip: string) =>
      agent.post('/api/user/password').set(from(ip)).send({ currentPassword, newPassword: NEW_PASSWORD });
    await change('a first guess', '198.51.100.9').expect(400);
    await change('a second guess', '198.51.100.9').expect(400);
    const paced = await change(OLD_PASSWORD, '198.51.100.9').expect(429);
    expect(paced.body.message).toBe('Too many failed login attempts. Try again in 1 second.');
    expect(paced.headers['retry-after']).toBe('1');
    // The same budget as sign-in: the name's failures from that address hold back a login there too.
    await http()
      .post('/api/login')
      .set(from('198.51.100.9'))
      .send({ username: 'orpah', password: OLD_PASSWORD })
      .expect(429);
    // Another address is not held back, and the right password clears the count.
    await change(OLD_PASSWORD, '192.0.2.9').expect(200);
    expect(await t.redis.keys(`${t.config.LOGIN_THROTTLE_PREFIX}name-ip:orpah|192.0.2.9`)).toEqual([]);
  });
});
