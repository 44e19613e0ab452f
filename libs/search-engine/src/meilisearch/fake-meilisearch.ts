import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  auth?: string;
  body: unknown;
}

interface FakeIndex {
  primaryKey: string;
  docs: Map<unknown, Record<string, unknown>>;
  settings: Record<string, unknown>;
}

interface FakeKey {
  uid: string;
  key: string;
  name: string;
  actions: string[];
  indexes: string[];
}

const INDEX_ACTIONS: Record<string, string | undefined> = {
  'DELETE ': 'indexes.delete',
  'PATCH /settings': 'settings.update',
  'POST /documents': 'documents.add',
  'GET /stats': 'stats.get',
  'POST /search': 'search',
};

/** The action a key needs for a route, and the indexes it touches (none: only the master key may). */
function needs(
  method: string,
  path: string,
  body: unknown,
): { action: string; indexes: string[] } | undefined {
  const route = `${method} ${path}`;
  let m: RegExpMatchArray | null;
  if (/^GET \/tasks\/\d+$/.test(route)) return { action: 'tasks.get', indexes: [] };
  if (route === 'POST /indexes')
    return { action: 'indexes.create', indexes: [(body as { uid: string }).uid] };
  if (route === 'POST /swap-indexes')
    return { action: 'indexes.swap', indexes: (body as { indexes: string[] }[]).flatMap((s) => s.indexes) };
  if (route === 'POST /multi-search')
    return {
      action: 'search',
      indexes: (body as { queries: { indexUid: string }[] }).queries.map((q) => q.indexUid),
    };
  if (!(m = route.match(/^(\w+) \/indexes\/([\w-]+)(\/.*)?$/))) return undefined;
  const [, verb, uid, rest = ''] = m;
  const action = INDEX_ACTIONS[`${verb} ${rest}`];
  return action ? { action, indexes: [uid] } : undefined;
}

const covers = (pattern: string, uid: string) =>
  pattern.endsWith('*') ? uid.startsWith(pattern.slice(0, -1)) : pattern === uid;

interface FakeTask {
  uid: number;
  status: 'succeeded' | 'failed';
  error: { code: string; message: string } | null;
}

/**
 * A stand-in for the parts of Meilisearch v1.12's HTTP API the engine calls, for unit tests of the
 * conversation (which routes, bodies and keys): it records every request and keeps indexes, documents,
 * swaps and keys, and refuses a key without the action or index a request needs, but it does not search
 * (each search answers with no hits). Behaviour is the contract suite's job, against a real Meilisearch.
 */
export class FakeMeilisearch {
  readonly requests: RecordedRequest[] = [];
  readonly indexes = new Map<string, FakeIndex>();
  private readonly keys = new Map<string, FakeKey>();
  private readonly tasks: FakeTask[] = [];
  /** Answer this many requests with a 503 first (a Meilisearch still starting). */
  failNext = 0;
  private server?: Server;

  /** With a master key, every request is checked as Meilisearch checks it: the key's actions and indexes. */
  constructor(private readonly masterKey?: string) {}

  /** Whether the request's key may do it; without a master key every request may. */
  private allowed(auth: string | undefined, method: string, path: string, body: unknown): boolean {
    if (!this.masterKey || auth === `Bearer ${this.masterKey}`) return true;
    const key = [...this.keys.values()].find((k) => auth === `Bearer ${k.key}`);
    const need = needs(method, path, body);
    if (!key || !need || !key.actions.includes(need.action)) return false;
    return need.indexes.every((uid) => key.indexes.some((pattern) => covers(pattern, uid)));
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  calls(method: string, pattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pattern.test(r.path));
  }

  private task(indexUid: string | null, error?: { code: string; message: string }): Record<string, unknown> {
    const uid = this.tasks.length;
    this.tasks.push({ uid, status: error ? 'failed' : 'succeeded', error: error ?? null });
    return { taskUid: uid, indexUid, status: 'enqueued', type: 'x', enqueuedAt: new Date().toISOString() };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const path = (req.url ?? '').split('?')[0];
    this.requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const fail = (status: number, code: string) =>
      send(status, { message: code, code, type: 'invalid_request', link: '' });
    if (this.failNext > 0) {
      this.failNext--;
      return fail(503, 'internal');
    }
    if (!this.allowed(req.headers.authorization, req.method ?? '', path, body))
      return fail(403, 'invalid_api_key');
    const route = `${req.method} ${path}`;
    let m: RegExpMatchArray | null;
    if ((m = route.match(/^GET \/tasks\/(\d+)$/))) {
      const task = this.tasks[Number(m[1])];
      return send(200, {
        ...task,
        indexUid: null,
        type: 'x',
        details: {},
        duration: 'PT0S',
        enqueuedAt: '',
        startedAt: '',
        finishedAt: '',
      });
    }
    if ((m = route.match(/^GET \/keys\/([\w-]+)$/))) {
      const key = this.keys.get(m[1]);
      return key ? send(200, key) : fail(404, 'api_key_not_found');
    }
    if (route === 'POST /keys') {
      const spec = body as { uid: string; name: string; actions: string[]; indexes: string[] };
      if (this.keys.has(spec.uid)) return fail(409, 'api_key_already_exists');
      const key = { ...spec, key: `key-${spec.name}` };
      this.keys.set(spec.uid, key);
      return send(201, key);
    }
    if (route === 'POST /indexes') {
      const { uid, primaryKey = 'id' } = body as { uid: string; primaryKey?: string };
      if (this.indexes.has(uid))
        return send(
          202,
          this.task(uid, { code: 'index_already_exists', message: `Index ${uid} already exists.` }),
        );
      this.indexes.set(uid, { primaryKey, docs: new Map(), settings: {} });
      return send(202, this.task(uid));
    }
    if (route === 'POST /swap-indexes') {
      for (const {
        indexes: [a, b],
      } of body as { indexes: [string, string] }[]) {
        const [ia, ib] = [this.indexes.get(a), this.indexes.get(b)];
        if (!ia || !ib) return send(202, this.task(null, { code: 'index_not_found', message: 'not found' }));
        this.indexes.set(a, ib);
        this.indexes.set(b, ia);
      }
      return send(202, this.task(null));
    }
    if (route === 'POST /multi-search') {
      const { queries } = body as { queries: { indexUid: string; q?: string }[] };
      if (queries.some((q) => !this.indexes.has(q.indexUid))) return fail(404, 'index_not_found');
      return send(200, {
        results: queries.map((q) => ({
          indexUid: q.indexUid,
          hits: [],
          query: q.q ?? '',
          processingTimeMs: 0,
          estimatedTotalHits: 0,
        })),
      });
    }
    if ((m = route.match(/^(\w+) \/indexes\/([\w-]+)(\/.*)?$/))) {
      const [, method, uid, rest = ''] = m;
      const index = this.indexes.get(uid);
      if (method === 'DELETE' && rest === '') {
        if (!index)
          return send(202, this.task(uid, { code: 'index_not_found', message: `Index ${uid} not found.` }));
        this.indexes.delete(uid);
        return send(202, this.task(uid));
      }
      if (!index) return fail(404, 'index_not_found');
      if (method === 'PATCH' && rest === '/settings') {
        Object.assign(index.settings, body);
        return send(202, this.task(uid));
      }
      if (method === 'POST' && rest === '/documents') {
        for (const doc of body as Record<string, unknown>[]) index.docs.set(doc[index.primaryKey], doc);
        return send(202, this.task(uid));
      }
      if (method === 'GET' && rest === '/stats')
        return send(200, { numberOfDocuments: index.docs.size, isIndexing: false, fieldDistribution: {} });
      if (method === 'POST' && rest === '/search') {
        const { hitsPerPage = 20, page = 1 } = body as { hitsPerPage?: number; page?: number };
        return send(200, {
          hits: [],
          query: '',
          processingTimeMs: 0,
          hitsPerPage,
          page,
          totalPages: 0,
          totalHits: 0,
        });
      }
    }
    fail(404, 'not_implemented_in_fake');
  }
}
