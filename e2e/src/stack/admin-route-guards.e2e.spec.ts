import { randomBytes } from 'node:crypto';
import { sharedStack } from '../support/shared-stack';

interface Operation {
  service: string;
  method: string;
  path: string;
  guarded: boolean;
}

/** Paths that change data or belong to the administrator: every one must be behind the admin role. */
const ADMIN_PATH = /^\/api\/(admin\/|system-settings|sql-files|import-sql|converter\/)/;
const PUBLIC_EXCEPTIONS = new Set(['GET /api/system-settings/public']);

function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, (name) => (/id/i.test(name) ? '1' : 'x'));
}

/**
 * Enumerates every service's routes from its own OpenAPI document and proves the role checks on the
 * server: each administrative route answers 401 without a session and 403 to a signed-in user.
 */
describe('administrative routes of every service', () => {
  const stack = sharedStack();
  const operations: Operation[] = [];
  let userCookie = '';

  beforeAll(async () => {
    for (const [service, url] of Object.entries(stack.services)) {
      if (service === 'gateway') continue;
      const doc = (await (await fetch(`${url}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
      };
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          operations.push({
            service,
            method: method.toUpperCase(),
            path,
            guarded: op.responses?.['403']?.description === 'Admin role required',
          });
        }
      }
    }
    const password = `${randomBytes(18).toString('base64url')}-Zq9`;
    const res = await fetch(`${stack.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ username: `guard.checker.${randomBytes(3).toString('hex')}`, password }),
    });
    expect(res.status).toBe(201);
    userCookie = res.headers.get('set-cookie')!.split(';')[0];
  });

  it('finds the administrative routes of every service that has them', () => {
    const services = new Set(operations.filter((o) => ADMIN_PATH.test(o.path)).map((o) => o.service));
    expect([...services].sort()).toEqual(expect.arrayContaining(['admin', 'importer', 'search']));
  });

  it('declares the admin role on every administrative route', () => {
    const unguarded = operations
      .filter((o) => ADMIN_PATH.test(o.path) && !PUBLIC_EXCEPTIONS.has(`${o.method} ${o.path}`))
      .filter((o) => !o.guarded)
      .map((o) => `${o.service}: ${o.method} ${o.path}`);
    expect(unguarded).toEqual([]);
  });

  it('answers 401 without a session and 403 to a plain user on every guarded route', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.guarded)) {
      const url = `${stack.baseUrl}${concretePath(op.path)}`;
      const send = (cookie?: string) =>
        fetch(url, {
          method: op.method,
          headers: {
            origin: stack.baseUrl,
            'content-type': 'application/json',
            ...(cookie ? { cookie } : {}),
          },
          body: op.method === 'GET' || op.method === 'HEAD' ? undefined : '{}',
        });
      const anonymous = await send();
      const user = await send(userCookie);
      if (anonymous.status !== 401 || user.status !== 403) {
        wrong.push(`${op.method} ${op.path}: ${anonymous.status}/${user.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(operations.filter((o) => o.guarded).length).toBeGreaterThan(20);
  });
});
