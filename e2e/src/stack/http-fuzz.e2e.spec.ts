import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { startStack, Stack } from '../support/stack';
import { operationRequest, strayRequest } from './fuzz/fuzz-inputs';
import { stackOperations, type Operation } from './fuzz/openapi-operations';
import { rawHttp, sessionCookie, type RawRequest } from './fuzz/raw-http';

const RUNS_PER_OPERATION = 8;
const ADMIN_RUNS_PER_OPERATION = 6;
const STRAY_RUNS = 250;
const CONCURRENCY = 4;
const SPA_INDEX = join(__dirname, '../../../web/dist/index.html');
/** Routes that end or replace the session the admin half of the fuzz runs with: fuzzed anonymously only. */
const SESSION_CHANGING = /^\/api\/(logout|refresh-session|login|register)$/;

interface Finding {
  request: string;
  outcome: string;
}

function describeRequest(req: RawRequest): string {
  const { cookie: _cookie, origin: _origin, ...headers } = req.headers ?? {};
  const body = req.body === undefined ? '' : ` body: ${JSON.stringify(String(req.body).slice(0, 120))}`;
  return `${req.method} ${req.path.slice(0, 300)} ${JSON.stringify(headers)}${body}`;
}

/**
 * Random requests to every route of every service, through the gateway: odd path values, query strings
 * (long, unicode, control characters, repeated keys, qs arrays and objects), bodies (bad JSON, wrong
 * types, huge and deep ones, other media types) and malformed percent-encoding. Every service is up,
 * so no answer may be a 5xx, and no service may fall over.
 */
describe('HTTP fuzz of every public route through the gateway', () => {
  let stack: Stack;
  let operations: Operation[];
  let adminCookie: string;
  const seed = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
  let sent = 0;

  beforeAll(async () => {
    const admin = { username: 'fuzz.admin', password: `${randomBytes(18).toString('base64url')}-Zq9` };
    stack = await startStack({
      env: {
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        LOGIN_THROTTLE_PREFIX: `http-fuzz-${randomBytes(6).toString('hex')}:login:`,
      },
    });
    operations = await stackOperations(stack.services);
    const login = await fetch(`${stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    adminCookie = sessionCookie(login)!;
  });
  afterAll(async () => {
    console.log(`http fuzz: seed ${seed}, ${operations?.length} operations, ${sent} requests`);
    await stack?.stop();
  });

  async function sendAll(requests: RawRequest[]): Promise<Finding[]> {
    const findings: Finding[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const req = requests[next++];
        sent++;
        try {
          const res = await rawHttp(stack.baseUrl, req);
          if (res.status >= 500)
            findings.push({
              request: describeRequest(req),
              outcome: `${res.status} ${res.body.slice(0, 200)}`,
            });
        } catch (error) {
          findings.push({ request: describeRequest(req), outcome: `no answer: ${(error as Error).message}` });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return findings;
  }

  async function everyServiceHealthy(): Promise<string[]> {
    const down: string[] = [];
    for (const [name, url] of Object.entries(stack.services)) {
      const res = await fetch(`${url}/health`).catch(() => undefined);
      if (res?.status !== 200) down.push(name);
    }
    return down;
  }

  it('reads the routes of every service', () => {
    expect(new Set(operations.map((o) => o.service))).toEqual(
      new Set(['search', 'lexicon', 'auth', 'importer', 'admin']),
    );
    expect(operations.length).toBeGreaterThan(40);
  });

  it('never answers 5xx to random requests from an anonymous client', async () => {
    const requests = operations.flatMap((op, i) =>
      fc.sample(operationRequest(op, stack.baseUrl), { numRuns: RUNS_PER_OPERATION, seed: seed + i }),
    );
    expect(await sendAll(requests)).toEqual([]);
    expect(await everyServiceHealthy()).toEqual([]);
  });

  it('never answers 5xx to random requests from a signed-in administrator', async () => {
    const requests = operations
      .filter((op) => !SESSION_CHANGING.test(op.path))
      .flatMap((op, i) =>
        fc.sample(operationRequest(op, stack.baseUrl, adminCookie), {
          numRuns: ADMIN_RUNS_PER_OPERATION,
          seed: seed + 1000 + i,
        }),
      );
    expect(await sendAll(requests)).toEqual([]);
    const user = await fetch(`${stack.baseUrl}/api/user`, { headers: { cookie: adminCookie } });
    expect(user.status).toBe(200);
    expect(await everyServiceHealthy()).toEqual([]);
  });

  it('never answers 5xx on paths no route declares, with any method', async () => {
    const requests = fc.sample(strayRequest(stack.baseUrl), { numRuns: STRAY_RUNS, seed: seed + 2000 });
    const builtAt = () => statSync(SPA_INDEX).mtimeMs;
    const before = builtAt();
    let findings = await sendAll(requests);
    // In a shared checkout another e2e run may rebuild web/dist meanwhile; the SPA then has no index.html for a moment.
    if (builtAt() !== before)
      findings = findings.filter((f) => /^\S+ \/(api|admin\/queues)\//.test(f.request));
    expect(findings).toEqual([]);
    expect(await everyServiceHealthy()).toEqual([]);
  });
});
