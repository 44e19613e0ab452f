import { randomBytes } from 'node:crypto';
import { startStack, Stack } from '../support/stack';

const strongPassword = () => `${randomBytes(18).toString('base64url')}-Zq9`;
const ADMIN = { username: 'site.admin', password: strongPassword() };
const READER = { username: 'plain.reader', password: strongPassword() };

/** Admin routes behind the gateway, with real sessions from the auth service. */
describe('admin routes across services', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(async () => stack?.stop());

  async function post(path: string, body: unknown, cookie?: string): Promise<Response> {
    return fetch(`${stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }

  async function signIn(path: '/api/register' | '/api/login', who: typeof ADMIN): Promise<string> {
    const res = await post(path, who);
    expect([path, res.status]).toEqual([path, path === '/api/register' ? 201 : 200]);
    const cookie = res.headers.get('set-cookie');
    expect(cookie).toBeTruthy();
    return cookie!.split(';')[0];
  }

  it('lets only an administrator see the popular searches', async () => {
    await post('/api/analytics/search', { query: 'charity', database: 'kjv' });
    const reader = await signIn('/api/register', READER);
    const admin = await signIn('/api/login', ADMIN);
    const top = (cookie?: string) => fetch(`${stack.baseUrl}/api/admin/analytics/top`, { headers: cookie ? { cookie } : {} });

    const anonymous = await top();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ statusCode: 401, message: 'Authentication required' });
    expect((await top(reader)).status).toBe(403);
    const allowed = await top(admin);
    expect(allowed.status).toBe(200);
    const body = (await allowed.json()) as { searches: { query: string; count: number }[] };
    expect(body.searches).toEqual(expect.arrayContaining([expect.objectContaining({ query: 'charity', count: 1 })]));
  });

  it('refuses a state-changing call from another site', async () => {
    const res = await fetch(`${stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(403);
  });
});
