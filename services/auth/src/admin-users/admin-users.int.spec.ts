import { GATEWAY_TOKEN_HEADER } from '@strongs/nest-common';
import request from 'supertest';
import { ACCOUNT_DISABLED } from '../users/user.errors';
import { UsersRepository } from '../users/users.repository';
import { SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';
import { CANNOT_DISABLE_SELF } from './admin-users.service';

const ADMIN_PASSWORD = 'an admin passphrase for the tests';
const PASSWORD = 'gleaning in the field of boaz';

describe('administrators and accounts: list, disable, enable, unlock', () => {
  let t: AuthTestApp;
  const http = () => request(t.app.getHttpServer());
  const browser = () => request.agent(t.app.getHttpServer()).set('Origin', SITE_ORIGIN);
  const signIn = async (username: string, password: string) => {
    const agent = browser();
    await agent.post('/api/login').send({ username, password }).expect(200);
    return agent;
  };
  let admin: Awaited<ReturnType<typeof signIn>>;
  const idOf = async (username: string) =>
    (await t.sql<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0].id;

  beforeAll(async () => {
    t = await startAuthTestApp({ config: { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD } });
    for (const username of ['ruth', 'naomi', 'orpah'])
      await http().post('/api/register').send({ username, password: PASSWORD }).expect(201);
    await http()
      .post('/api/register')
      .send({ username: 'boaz.b', password: 'a field near bethlehem', email: 'boaz@example.org' })
      .expect(201);
    admin = await signIn('keeper', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for administrators only', async () => {
    await http().get('/api/admin/users').expect(401);
    const user = await signIn('ruth', PASSWORD);
    await user.get('/api/admin/users').expect(403);
    await user.post(`/api/admin/users/${await idOf('naomi')}/disable`).expect(403);
  });

  it('lists accounts by name a page at a time, with role, e-mail and status, and finds part of a name', async () => {
    const page = (await admin.get('/api/admin/users?page=1&perPage=2').expect(200)).body;
    expect(page).toMatchObject({ total: 5, page: 1, perPage: 2 });
    expect(page.users.map((u: { username: string }) => u.username)).toEqual(['boaz.b', 'keeper']);
    expect(page.users[0]).toEqual({
      id: expect.any(Number),
      username: 'boaz.b',
      role: 'user',
      email: 'boaz@example.org',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      disabledAt: null,
    });
    expect(page.users[1]).toMatchObject({ username: 'keeper', role: 'admin', email: null });
    const found = (await admin.get('/api/admin/users?q=  AOM ').expect(200)).body;
    expect(found).toMatchObject({ total: 1, users: [{ username: 'naomi' }] });
    // A LIKE wildcard in the search is a plain character.
    expect((await admin.get('/api/admin/users?q=%25').expect(200)).body).toMatchObject({
      total: 0,
      users: [],
    });
    expect((await admin.get('/api/admin/users?perPage=101').expect(400)).body.message).toMatch(/perPage/);
  });

  it('disables an account: its sessions end and it cannot sign in until it is enabled again', async () => {
    const naomi = await signIn('naomi', PASSWORD);
    const id = await idOf('naomi');
    const disabled = await admin.post(`/api/admin/users/${id}/disable`).expect(200);
    expect(disabled.body).toEqual({ message: 'naomi is disabled and signed out everywhere' });
    await naomi.get('/api/user').expect(401);
    const refused = await http()
      .post('/api/login')
      .send({ username: 'naomi', password: PASSWORD })
      .expect(403);
    expect(refused.body.message).toBe(ACCOUNT_DISABLED);
    const listed = (await admin.get('/api/admin/users?q=naomi').expect(200)).body.users[0];
    expect(listed.disabledAt).toEqual(expect.stringMatching(/^\d{4}-/));

    expect((await admin.post(`/api/admin/users/${id}/enable`).expect(200)).body).toEqual({
      message: 'naomi may sign in again',
    });
    await signIn('naomi', PASSWORD);
    expect((await admin.get('/api/admin/users?q=naomi').expect(200)).body.users[0].disabledAt).toBeNull();
  });

  it("refuses to disable the administrator's own account, and answers 404 for an unknown id", async () => {
    const own = await admin.post(`/api/admin/users/${await idOf('keeper')}/disable`).expect(400);
    expect(own.body).toEqual({ statusCode: 400, message: CANNOT_DISABLE_SELF });
    await admin.get('/api/user').expect(200);
    const missing = await admin.post('/api/admin/users/999999/disable').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'No such user' });
    await admin.post('/api/admin/users/999999/enable').expect(404);
    await admin.post('/api/admin/users/999999/unlock').expect(404);
  });

  it('tells a missing account from an existing one when disabling or enabling it (an UPDATE answers [rows, affected])', async () => {
    const users = t.app.get(UsersRepository);
    await expect(users.setDisabled(999999, true, new Date())).resolves.toBe(false);
    await expect(users.setDisabled(999999, false, new Date())).resolves.toBe(false);
    const orpah = await idOf('orpah');
    await expect(users.setDisabled(orpah, false, new Date())).resolves.toBe(true);
    expect((await t.sql('SELECT count(*)::int AS n FROM users WHERE id = 999999'))[0]).toEqual({ n: 0 });
  });

  it("unlock forgets the name's failed sign-ins from every address", async () => {
    const login = (password: string, ip: string) =>
      http()
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .set(GATEWAY_TOKEN_HEADER, t.config.GATEWAY_TOKEN as string)
        .send({ username: 'orpah', password });
    await login('not it', '198.51.100.7').expect(401);
    await login('still not it', '198.51.100.7').expect(401);
    await login(PASSWORD, '198.51.100.7').expect(429);
    const unlocked = await admin.post(`/api/admin/users/${await idOf('orpah')}/unlock`).expect(200);
    expect(unlocked.body).toEqual({ message: 'Failed sign-ins for orpah are forgotten' });
    await login(PASSWORD, '198.51.100.7').expect(200);
  });
});
