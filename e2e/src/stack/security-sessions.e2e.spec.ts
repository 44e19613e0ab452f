import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@strongs/contracts';
import { forgetLoginFailures, sharedStack } from '../support/shared-stack';
import { concretePath, isStateChanging, stackOperations, type Operation } from './fuzz/openapi-operations';
import { sessionCookie } from './fuzz/raw-http';

const strongPassword = () => `${randomBytes(18).toString('base64url')}-Zq9`;
/** The auth service's defaults (services/auth/src/auth.config.ts): the shared stack runs with them. */
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_IP = 20;
const EVIL = 'https://evil.example';

/**
 * Sessions, CSRF and login throttling as a browser meets them: through the gateway. The services'
 * own integration tests (services/auth/src/accounts/*.int.spec.ts, throttle/*.int.spec.ts) cover each
 * rule in one service; here they must hold on the public port, for every state-changing route.
 */
describe('sessions, CSRF and login throttling through the gateway', () => {
  const stack = sharedStack();
  const ADMIN = stack.admin;
  let operations: Operation[];

  // Every request comes from 127.0.0.1: the failures this file provokes must not throttle another spec's sign-in.
  beforeAll(async () => {
    await forgetLoginFailures(stack);
    operations = await stackOperations(stack.services);
  });
  afterAll(async () => forgetLoginFailures(stack));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl, ...headers },
      body: JSON.stringify(body),
    });
  const whoAmI = async (cookie: string) =>
    (await fetch(`${stack.baseUrl}/api/user`, { headers: { cookie } })).status;

  describe('session fixation', () => {
    it('gives a new session at login: the session held before is not the one after, and no longer works', async () => {
      const reader = { username: `fixation.${randomBytes(3).toString('hex')}`, password: strongPassword() };
      const before = sessionCookie(await post('/api/register', reader))!;
      expect(await whoAmI(before)).toBe(200);
      const login = await post('/api/login', reader, { cookie: before });
      expect(login.status).toBe(200);
      const after = sessionCookie(login)!;
      expect(after).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
      expect(after).not.toBe(before);
      expect(await whoAmI(before)).toBe(401);
      expect(await whoAmI(after)).toBe(200);
    });

    it('never adopts a session id an attacker planted in the cookie', async () => {
      const planted = `${SESSION_COOKIE_NAME}=s%3Aattacker-chosen-id.forged`;
      const login = await post('/api/login', ADMIN, { cookie: planted });
      expect(login.status).toBe(200);
      const issued = sessionCookie(login)!;
      expect(issued).not.toContain('attacker-chosen-id');
      expect(await whoAmI(planted)).toBe(401);
    });

    it('sends the session cookie HttpOnly and SameSite, on the whole site', async () => {
      const raw = (await post('/api/login', ADMIN)).headers.get('set-cookie') ?? '';
      expect(raw).toMatch(/;\s*HttpOnly/i);
      expect(raw).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(raw).toMatch(/;\s*Path=\//i);
    });
  });

  describe('CSRF', () => {
    it('refuses every state-changing route called with the admin session from another site with 403', async () => {
      const admin = sessionCookie(await post('/api/login', ADMIN))!;
      const changing = operations.filter(isStateChanging);
      const forgeries: [string, Record<string, string>][] = [
        ['Origin', { origin: EVIL }],
        ['Referer', { referer: `${EVIL}/attack.html` }],
        ['null Origin', { origin: 'null' }],
        ['no Origin', {}],
        ['look-alike Origin', { origin: `${stack.baseUrl}.evil.example` }],
      ];
      const accepted: string[] = [];
      for (const op of changing) {
        const path = concretePath(op, (name) => (/id/i.test(name) ? '1' : 'x'));
        for (const [label, headers] of forgeries) {
          const res = await fetch(`${stack.baseUrl}${path}`, {
            method: op.method,
            headers: { 'content-type': 'application/json', cookie: admin, ...headers },
            body: '{}',
          });
          if (res.status !== 403) accepted.push(`${op.method} ${op.path} (${label}): ${res.status}`);
        }
      }
      expect(accepted).toEqual([]);
      expect(changing.filter((o) => o.adminOnly).length).toBeGreaterThan(15);
      expect(await whoAmI(admin)).toBe(200);
    });

    it('names the reason in the refusal', async () => {
      const res = await post(
        '/api/admin/pages',
        { title: 'x' },
        { origin: EVIL, cookie: sessionCookie(await post('/api/login', ADMIN))! },
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
    });
  });

  describe('login throttling', () => {
    it(`answers 429 with Retry-After after ${MAX_FAILURES_PER_USERNAME} failures for one name, even to the right password`, async () => {
      const victim = { username: `throttled.${randomBytes(3).toString('hex')}`, password: strongPassword() };
      expect((await post('/api/register', victim)).status).toBe(201);
      // Failures are spaced by growing delays (a 429 naming the wait in between): wait them out as a person would.
      let failures = 0;
      while (failures < MAX_FAILURES_PER_USERNAME) {
        const res = await post('/api/login', { ...victim, password: strongPassword() });
        if (res.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after')) * 1000));
          continue;
        }
        expect(res.status).toBe(401);
        failures++;
      }
      const blocked = await post('/api/login', victim);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
      expect((await blocked.json()).message).toMatch(
        /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
      );
    });

    it(`counts failures per address: a forged X-Forwarded-For does not reset the count after ${MAX_FAILURES_PER_IP}`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= MAX_FAILURES_PER_IP; i++) {
        const res = await post(
          '/api/login',
          { username: `nobody.${i}`, password: strongPassword() },
          {
            'x-forwarded-for': `203.0.113.${i}`,
            'x-real-ip': `198.51.100.${i}`,
            forwarded: `for=192.0.2.${i}`,
          },
        );
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    });
  });
});
