import express from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { markShed } from '../errors/load-shedding';
import { httpLoggerOptions, type RequestLogging } from './logger.module';

/** An app whose request log goes to `lines`: an answer, a failure and a refusal that protects the service. */
async function served(logging: RequestLogging) {
  const lines: { msg: string; level: number; res?: { statusCode: number; headers?: unknown } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(pinoHttp(httpLoggerOptions('probe', 'info', logging), sink));
  app.get('/ok', (_req, res) => void res.cookie('sid', 'secret').json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({}));
  app.get('/boom', (_req, res) => void res.status(500).json({}));
  app.get('/busy', (_req, res) => {
    markShed(res);
    res.status(503).json({});
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const path of ['/ok', '/missing', '/boom', '/busy']) await (await fetch(`${base}${path}`)).text();
  server.close();
  return lines.map((l) => `${l.res?.statusCode} ${l.level}${l.res?.headers ? ' with headers' : ''}`);
}

describe('request logging', () => {
  it('logs every request once at the edge with its status, not its headers, but a refusal it shed itself only by its refuser’s own line', async () => {
    // pino-http builds an Error with its stack for any 5xx: the gateway's search budget writes one plain line instead.
    expect(await served('edge')).toEqual(['200 30', '404 30', '500 30']);
  });

  it('logs in a service only a failure the edge cannot explain, never an answer or a refusal under load', async () => {
    expect(await served('failures')).toEqual(['500 50']);
  });
});
