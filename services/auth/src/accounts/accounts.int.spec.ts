import request from 'supertest';
import { PasswordRule } from '../passwords/password-policy';
import {
  cookieOf,
  SITE_ORIGIN,
  sessionIdOf,
  startAuthTestApp,
  type AuthTestApp,
} from '../testing/auth-test-app';

const GOOD_PASSWORD = 'whither thou goest I will go';

describe('accounts: register, login, user, logout, refresh', () => {
  let t: AuthTestApp;
  const http = () => request(t.app.getHttpServer());
  const browser = () => request.agent(t.app.getHttpServer()).set('Origin', SITE_ORIGIN);
  const sessionKey = (sid: string) => `${t.config.SESSION_KEY_PREFIX}${sid}`;

  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts without any account when ADMIN_USERNAME and ADMIN_PASSWORD are unset', async () => {
    expect(await t.sql('SELECT id FROM users')).toEqual([]);
  });

  it('registers a user, signs them in, and GET /api/user confirms it', async () => {
    const agent = browser();
    const res = await agent
      .post('/api/register')
      .send({ username: 'Ruth', password: GOOD_PASSWORD })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: 'ruth', role: 'user' });
    const cookie = res.headers['set-cookie'] as unknown as string[];
    expect(cookie[0]).toMatch(/^sd\.sid=s%3A.+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    const user = await agent.get('/api/user').expect(200);
    expect(user.body).toEqual({
      id: res.body.id,
      username: 'ruth',
      role: 'user',
      sessionId: sessionIdOf(cookie),
    });
    const [row] = await t.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      res.body.id,
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username whatever its case with 409', async () => {
    await http().post('/api/register').send({ username: 'boaz', password: GOOD_PASSWORD }).expect(201);
    await http()
      .post('/api/register')
      .send({ username: 'BOAZ', password: GOOD_PASSWORD })
      .expect(409, { statusCode: 409, message: 'Username is already taken' });
  });

  it('refuses short, common and guessable passwords and malformed usernames with 400', async () => {
    const register = (username: string, password: unknown) =>
      http().post('/api/register').send({ username, password });
    expect((await register('naomi', 'short').expect(400)).body.message).toBe(PasswordRule.tooShort);
    expect((await register('naomi', 'password1234').expect(400)).body.message).toBe(PasswordRule.tooCommon);
    expect((await register('naomi', 'qwerty123456').expect(400)).body.message).toBe(PasswordRule.tooCommon);
    expect((await register('na', GOOD_PASSWORD).expect(400)).body.message).toBe(
      'Username must be 3 to 32 characters',
    );
    expect((await register('na omi', GOOD_PASSWORD).expect(400)).body.message).toMatch(
      /^Username may only contain/,
    );
    expect((await register('naomi', undefined).expect(400)).body.message).toBe('Password is required');
    await http()
      .post('/api/register')
      .send({ username: 'naomi', password: GOOD_PASSWORD, role: 'admin' })
      .expect(400, { statusCode: 400, message: 'property role should not exist' });
    expect(await t.sql(`SELECT id FROM users WHERE username = 'naomi'`)).toEqual([]);
  });

  it('answers login with the spec texts: 400 for missing fields, one 401 text for unknown user and wrong password', async () => {
    await http()
      .post('/api/login')
      .send({ password: 'x' })
      .expect(400, { statusCode: 400, message: 'Username is required' });
    await http()
      .post('/api/login')
      .send({ username: '  ', password: 'x' })
      .expect(400, { statusCode: 400, message: 'Username is required' });
    await http()
      .post('/api/login')
      .send({ username: 'ruth' })
      .expect(400, { statusCode: 400, message: 'Password is required' });
    const unknown = await http()
      .post('/api/login')
      .send({ username: 'orpah', password: GOOD_PASSWORD })
      .expect(401);
    const wrong = await http()
      .post('/api/login')
      .send({ username: 'ruth', password: 'not her password at all' })
      .expect(401);
    expect(unknown.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('logs in with {id, username, role, sessionId}, the sessionId being the cookie session', async () => {
    const res = await http()
      .post('/api/login')
      .send({ username: 'RUTH', password: GOOD_PASSWORD })
      .expect(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'ruth',
      role: 'user',
      sessionId: expect.any(String),
    });
    expect(sessionIdOf(res.headers['set-cookie'])).toBe(res.body.sessionId);
    expect(await t.redis.exists(sessionKey(res.body.sessionId))).toBe(1);
    expect(await t.redis.ttl(sessionKey(res.body.sessionId))).toBeGreaterThan(12 * 3600 - 60);
  });

  it('gives a new session id at login and the id from before is dead (no session fixation)', async () => {
    const agent = browser();
    const registered = await agent
      .post('/api/register')
      .send({ username: 'obed', password: GOOD_PASSWORD })
      .expect(201);
    const before = cookieOf(registered.headers['set-cookie']);
    const beforeId = sessionIdOf(registered.headers['set-cookie'])!;
    const login = await agent
      .post('/api/login')
      .send({ username: 'obed', password: GOOD_PASSWORD })
      .expect(200);
    expect(login.body.sessionId).not.toBe(beforeId);
    expect(await t.redis.exists(sessionKey(beforeId))).toBe(0);
    await http()
      .get('/api/user')
      .set('Cookie', before)
      .expect(401, { statusCode: 401, message: 'Authentication required' });
    await agent.get('/api/user').expect(200);
  });

  it('logout deletes the session in Redis and clears the cookie', async () => {
    const agent = browser();
    const login = await agent
      .post('/api/login')
      .send({ username: 'ruth', password: GOOD_PASSWORD })
      .expect(200);
    const cookie = cookieOf(login.headers['set-cookie']);
    const out = await agent.post('/api/logout').expect(200, { message: 'Logged out' });
    expect(out.headers['set-cookie']?.[0]).toMatch(/^sd\.sid=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(await t.redis.exists(sessionKey(login.body.sessionId))).toBe(0);
    await http().get('/api/user').set('Cookie', cookie).expect(401);
    await agent.get('/api/user').expect(401);
  });

  it('refresh-session rotates the id and ignores what the body claims', async () => {
    await http().post('/api/refresh-session').send({}).expect(401);
    const agent = browser();
    const login = await agent
      .post('/api/login')
      .send({ username: 'ruth', password: GOOD_PASSWORD })
      .expect(200);
    const old = cookieOf(login.headers['set-cookie']);
    const refreshed = await agent
      .post('/api/refresh-session')
      .send({ sessionId: 'forged', userId: 1, username: 'boaz' })
      .expect(200);
    expect(refreshed.body).toEqual({
      id: login.body.id,
      username: 'ruth',
      role: 'user',
      sessionId: expect.any(String),
    });
    expect(refreshed.body.sessionId).not.toBe(login.body.sessionId);
    expect(sessionIdOf(refreshed.headers['set-cookie'])).toBe(refreshed.body.sessionId);
    await http().get('/api/user').set('Cookie', old).expect(401);
    expect((await agent.get('/api/user').expect(200)).body.sessionId).toBe(refreshed.body.sessionId);
  });

  it('confirms every session against the users table: a changed role shows, a deleted user is signed out', async () => {
    const agent = browser();
    const reg = await agent
      .post('/api/register')
      .send({ username: 'mahlon', password: GOOD_PASSWORD })
      .expect(201);
    await t.sql(`UPDATE users SET role = 'admin' WHERE id = $1`, [reg.body.id]);
    expect((await agent.get('/api/user').expect(200)).body.role).toBe('admin');
    await t.sql('DELETE FROM users WHERE id = $1', [reg.body.id]);
    await agent.get('/api/user').expect(401);
    expect(await t.redis.exists(sessionKey(sessionIdOf(reg.headers['set-cookie'])!))).toBe(0);
  });

  it("ignores a session cookie whose signature is not the server's", async () => {
    const login = await http()
      .post('/api/login')
      .send({ username: 'ruth', password: GOOD_PASSWORD })
      .expect(200);
    await http()
      .get('/api/user')
      .set('Cookie', `sd.sid=s%3A${login.body.sessionId}.forgedsignature`)
      .expect(401);
  });

  it('has no /api/dev-session outside development', async () => {
    await http().post('/api/dev-session').send({}).expect(404);
  });
});
