import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  auth?: string;
  body: unknown;
}

interface FakeIndex {
  docs: Map<number, Record<string, unknown>>;
  settings: Record<string, unknown>;
}

interface FakeTask {
  uid: number;
  status: 'succeeded' | 'failed';
  error: { code: string; message: string } | null;
}

/**
 * A stand-in for the parts of Meilisearch v1.12's HTTP API the engine calls, for unit tests of the
 * conversation (which routes, bodies and keys): it records every request and keeps indexes, documents,
 * swaps and keys, but it does not search (each search answers with no hits). Behaviour is the contract
 * suite's job, against a real Meilisearch.
 */
export class FakeMeilisearch {
  readonly requests: RecordedRequest[] = [];
  readonly indexes = new Map<string, FakeIndex>();
  private readonly keys = new Map<string, { uid: string; key: string; name: string; actions: string[]; indexes: string[] }>();
  private readonly tasks: FakeTask[] = [];
  /** Answer this many requests with a 503 first (a Meilisearch still starting). */
  failNext = 0;
  private server?: Server;

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
    const fail = (status: number, code: string) => send(status, { message: code, code, type: 'invalid_request', link: '' });
    if (this.failNext > 0) {
      this.failNext--;
      return fail(503, 'internal');
    }
    const route = `${req.method} ${path}`;
    let m: RegExpMatchArray | null;
    if ((m = route.match(/^GET \/tasks\/(\d+)$/))) {
      const task = this.tasks[Number(m[1])];
      return send(200, { ...task, indexUid: null, type: 'x', details: {}, duration: 'PT0S', enqueuedAt: '', startedAt: '', finishedAt: '' });
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
      const { uid } = body as { uid: string };
      if (this.indexes.has(uid)) return send(202, this.task(uid, { code: 'index_already_exists', message: `Index ${uid} already exists.` }));
      this.indexes.set(uid, { docs: new Map(), settings: {} });
      return send(202, this.task(uid));
    }
    if (route === 'POST /swap-indexes') {
      for (const { indexes: [a, b] } of body as { indexes: [string, string] }[]) {
        const [ia, ib] = [this.indexes.get(a), this.indexes.get(b)];
        if (!ia || !ib) return send(202, this.task(null, { code: 'index_not_found', message: 'not found' }));
        this.indexes.set(a, ib);
        this.indexes.set(b, ia);
      }
      return send(202, this.task(null));
    }
    if ((m = route.match(/^(\w+) \/indexes\/([\w-]+)(\/.*)?$/))) {
      const [, method, uid, rest = ''] = m;
      const index = this.indexes.get(uid);
      if (method === 'DELETE' && rest === '') {
        if (!index) return send(202, this.task(uid, { code: 'index_not_found', message: `Index ${uid} not found.` }));
        this.indexes.delete(uid);
        return send(202, this.task(uid));
      }
      if (!index) return fail(404, 'index_not_found');
      if (method === 'PATCH' && rest === '/settings') {
        Object.assign(index.settings, body);
        return send(202, this.task(uid));
      }
      if (method === 'POST' && rest === '/documents') {
        for (const doc of body as Record<string, unknown>[]) index.docs.set(doc.id as number, doc);
        return send(202, this.task(uid));
      }
      if (method === 'GET' && rest === '/stats') return send(200, { numberOfDocuments: index.docs.size, isIndexing: false, fieldDistribution: {} });
      if (method === 'POST' && rest === '/search') {
        const { hitsPerPage = 20, page = 1 } = body as { hitsPerPage?: number; page?: number };
        return send(200, { hits: [], query: '', processingTimeMs: 0, hitsPerPage, page, totalPages: 0, totalHits: 0 });
      }
    }
    fail(404, 'not_implemented_in_fake');
  }
}
