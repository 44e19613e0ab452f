import { randomBytes } from 'node:crypto';
import { waitUntil } from '@strongs/testing';
import { sharedStack } from '../support/shared-stack';

const strongPassword = () => `${randomBytes(18).toString('base64url')}-Zq9`;
const READER = { username: `plain.reader.${randomBytes(3).toString('hex')}`, password: strongPassword() };
/** Searched only here: other specs on the shared stack search too, so this one's count is known. */
const QUERY = `charity ${randomBytes(3).toString('hex')}`;
const TIMES = 3;

/** Admin routes behind the gateway, with real sessions from the auth service (the shared stack and its administrator). */
describe('admin routes across services', () => {
  const stack = sharedStack();
  const ADMIN = stack.admin;

  async function post(path: string, body: unknown, cookie?: string): Promise<Response> {
    return fetch(`${stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }

  async function signIn(path: '/api/register' | '/api/login', who: typeof READER): Promise<string> {
    const res = await post(path, who);
    expect([path, res.status]).toEqual([path, path === '/api/register' ? 201 : 200]);
    const cookie = res.headers.get('set-cookie');
    expect(cookie).toBeTruthy();
    return cookie!.split(';')[0];
  }

  it('lets only an administrator see the popular searches', async () => {
    // One address records at most 60 events a minute, and every spec on the shared stack is 127.0.0.1: a
    // refused event is recorded once the minute turns.
    for (let i = 0; i < TIMES; i++) {
      await waitUntil(
        async () =>
          (
            (await (await post('/api/analytics/search', { query: QUERY, database: 'kjv' })).json()) as {
              recorded: boolean;
            }
          ).recorded,
        { what: `search event ${i + 1} recorded`, timeoutMs: 90_000, everyMs: 1_000 },
      );
    }
    const reader = await signIn('/api/register', READER);
    const admin = await signIn('/api/login', ADMIN);
    const top = (cookie?: string) =>
      fetch(`${stack.baseUrl}/api/admin/analytics/top?limit=100`, { headers: cookie ? { cookie } : {} });

    const anonymous = await top();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ statusCode: 401, message: 'Authentication required' });
    expect((await top(reader)).status).toBe(403);
    const allowed = await top(admin);
    expect(allowed.status).toBe(200);
    const body = (await allowed.json()) as { searches: { query: string; count: number }[] };
    expect(body.searches).toEqual(
      expect.arrayContaining([expect.objectContaining({ query: QUERY, count: TIMES })]),
    );
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
