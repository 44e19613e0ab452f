import { Agent, createServer, request } from 'node:http';
import { nestProxyTo, serveNestFixedBody, serveNestRecordedSql } from './nest-floor';

/**
 * One process of a floor bench (http-floor.ts, throughput-bench.ts --floor), forked by floor-processes.ts:
 * `floor-process.js <role> <port> <argument>`. It tells its parent "ready" once it listens.
 */
function serveFixedBody(port: number, bytes: number): Promise<void> {
  const body = JSON.stringify({ text: 'x'.repeat(Math.max(0, bytes - 11)) });
  return new Promise((resolve) =>
    createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(port, '127.0.0.1', resolve),
  );
}

function proxyTo(port: number, upstream: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  return new Promise((resolve) =>
    createServer((req, res) => {
      const forwarded = request(
        { host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forwarded);
    }).listen(port, '127.0.0.1', resolve),
  );
}

const roles: Record<string, (port: number, argument: string) => Promise<void>> = {
  server: (port, bytes) => serveFixedBody(port, Number(bytes)),
  proxy: (port, upstream) => proxyTo(port, Number(upstream)),
  'nest-server': (port, bytes) => serveNestFixedBody(port, Number(bytes)),
  'nest-proxy': (port, upstream) => nestProxyTo(port, Number(upstream)),
  'nest-sql-server': (port, recordedFile) => serveNestRecordedSql(port, recordedFile),
};

const [role, port, argument] = process.argv.slice(2);
const serve = roles[role];
if (!serve) throw new Error(`No floor process role ${role}`);
serve(Number(port), argument).then(
  () => void process.send?.('ready'),
  (error: unknown) => {
    console.error(`Floor process ${role} failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
