import { fork, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { cpus } from 'node:os';
import { freePort } from '@strongs/testing';
import { processCpuSeconds } from './process-cpu';
import { runAutocannon } from '../search/run-autocannon';
import { nestProxyTo, serveNestFixedBody } from './nest-floor';
import { numberOption } from '../support/number-option';

/**
 * `node scripts/run.mjs bench/throughput/http-floor.js [--bytes 6000] [--connections 32] [--duration 10] [--nest]`
 * The ceiling any gateway-plus-service design reaches on this machine: a bare Node HTTP server answering
 * a fixed JSON body, behind a bare keep-alive proxy, each in its own process, loaded as the throughput bench
 * loads the real stack (autocannon in this process). No framework, logging, validation or database: what
 * it costs per request is the least Node itself spends on one proxied request and its load generator.
 * With --nest, both are NestJS on express instead (nest-floor.ts): the floor of the stack the brief fixes.
 */
function serveFixedBody(port: number, bytes: number): void {
  const body = JSON.stringify({ text: 'x'.repeat(Math.max(0, bytes - 11)) });
  createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(port, '127.0.0.1', () => process.send?.('ready'));
}

function proxyTo(port: number, upstream: number): void {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  createServer((req, res) => {
    const forwarded = request(
      { host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  }).listen(port, '127.0.0.1', () => process.send?.('ready'));
}

function start(role: string, ...args: number[]): Promise<ChildProcess> {
  const child = fork(__filename, [role, ...args.map(String)]);
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  const [role, a, b] = process.argv.slice(2);
  if (role === 'server') return serveFixedBody(Number(a), Number(b));
  if (role === 'proxy') return proxyTo(Number(a), Number(b));
  if (role === 'nest-server')
    return serveNestFixedBody(Number(a), Number(b)).then(() => void process.send?.('ready'));
  if (role === 'nest-proxy')
    return nestProxyTo(Number(a), Number(b)).then(() => void process.send?.('ready'));

  const bytes = numberOption('bytes', 6000);
  const connections = numberOption('connections', 32);
  const seconds = numberOption('duration', 10);
  const [servicePort, proxyPort] = [await freePort(), await freePort()];
  const nest = process.argv.includes('--nest') ? 'nest-' : '';
  const service = await start(`${nest}server`, servicePort, bytes);
  const proxy = await start(`${nest}proxy`, proxyPort, servicePort);
  const pids = { service: service.pid as number, proxy: proxy.pid as number, 'load generator': process.pid };
  try {
    console.log(
      `${nest ? 'NestJS (express) with http-proxy-middleware' : 'bare Node'}: ${bytes}-byte JSON answers, ${connections} connections, ${seconds} s, ${cpus().length} cores\n`,
    );
    console.log(
      '| target | req/s | p99 ms | proxy CPU ms/req | service CPU ms/req | load generator CPU ms/req |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [label, port] of [
      ['straight to the server', servicePort],
      ['through the proxy', proxyPort],
    ] as const) {
      const before = processCpuSeconds(pids);
      const stats = await runAutocannon(
        `http://127.0.0.1:${port}`,
        ['/api/search?q=floor'],
        connections,
        seconds,
      );
      const after = processCpuSeconds(pids);
      const perRequest = (name: keyof typeof pids): string =>
        (((after[name] - before[name]) * 1000) / Math.max(1, stats.requests)).toFixed(2);
      console.log(
        `| ${label} | ${stats.rps.toFixed(0)} | ${stats.p99.toFixed(1)} | ${perRequest('proxy')} | ${perRequest('service')} | ${perRequest('load generator')} |`,
      );
    }
  } finally {
    service.kill();
    proxy.kill();
  }
}

main().catch((error: unknown) => {
  console.error(`HTTP floor bench failed: ${(error as Error).message}`);
  process.exit(1);
});
