import { cpus } from 'node:os';
import { freePort } from '@strongs/testing';
import { cpuMsPerRequest, processCpu } from './process-cpu';
import { runAutocannon } from '../search/run-autocannon';
import { startFloorProcess, startOurGateway } from './floor-processes';
import { numberOption } from '../support/number-option';

/**
 * `node scripts/run.mjs bench/throughput/http-floor.js [--bytes 6000] [--connections 32] [--duration 10] [--nest] [--gateway]`
 * The ceiling any gateway-plus-service design reaches on this machine: a bare Node HTTP server answering
 * a fixed JSON body, behind a bare keep-alive proxy, each in its own process, loaded as the throughput bench
 * loads the real stack (autocannon in this process). No framework, logging, validation or database: what
 * it costs per request is the least Node itself spends on one proxied request and its load generator.
 * With --nest, both are NestJS on express instead (nest-floor.ts): the floor of the stack the brief fixes.
 * With --gateway, the proxy is our own gateway from dist/ (limits off, logging as in production): what our edge
 * adds to the floor. The other processes are floor-process.ts roles.
 */
async function main(): Promise<void> {
  const bytes = numberOption('bytes', 6000);
  const connections = numberOption('connections', 32);
  const seconds = numberOption('duration', 10);
  const [servicePort, proxyPort] = [await freePort(), await freePort()];
  const nest = process.argv.includes('--nest') ? 'nest-' : '';
  const service = await startFloorProcess(`${nest}server`, servicePort, bytes);
  const ours = process.argv.includes('--gateway');
  const proxy = ours
    ? await startOurGateway(proxyPort, servicePort)
    : await startFloorProcess(`${nest}proxy`, proxyPort, servicePort);
  const pids = { service: service.pid as number, proxy: proxy.pid as number, 'load generator': process.pid };
  try {
    console.log(
      `${nest ? 'NestJS (express)' : 'bare Node'} server, ${ours ? 'our gateway' : nest ? 'NestJS with http-proxy-middleware' : 'bare Node proxy'}: ${bytes}-byte JSON answers, ${connections} connections, ${seconds} s, ${cpus().length} cores\n`,
    );
    console.log(
      '| target | req/s | p99 ms | proxy CPU ms/req | service CPU ms/req | load generator CPU ms/req |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [label, port] of [
      ['straight to the server', servicePort],
      ['through the proxy', proxyPort],
    ] as const) {
      const before = processCpu(pids);
      const stats = await runAutocannon(
        `http://127.0.0.1:${port}`,
        ['/api/search?q=floor'],
        connections,
        seconds,
      );
      const cpu = cpuMsPerRequest(before, processCpu(pids), stats.requests);
      const perRequest = (name: keyof typeof pids): string => cpu[name].ms.toFixed(2);
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
