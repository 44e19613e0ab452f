import express from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { markShed } from '../errors/load-shedding';
import { loggerOptions } from './logger.module';
import { runWithRequestId } from './request-context';
import { requestLog, type RequestLogging } from './request-log';

interface Line {
  msg: string;
  level: number;
  reqId: string;
  req: { method: string; url: string };
  res: { statusCode: number };
  shed?: true;
}

/** An app whose request log goes to `lines`: an answer, a failure and a refusal that protects the service. */
async function served(logging: RequestLogging): Promise<Line[]> {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level: 'info' }, sink), logging));
  app.get('/ok', (_req, res) => void res.cookie('sid', 'secret').json({ ok: true }));
  app.get('/health', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({}));
  app.get('/boom', (_req, res) => void res.status(500).json({}));
  app.get('/busy', (_req, res) => {
    markShed(res);
    res.status(503).json({});
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const path of ['/ok', '/health', '/missing?q=x', '/boom', '/busy'])
    await (await fetch(`${base}${path}`, { headers: { 'x-request-id': `id${path.length}` } })).text();
  server.close();
  return lines;
}

const summary = (lines: Line[]) =>
  lines.map((l) => `${l.req.method} ${l.req.url} ${l.res.statusCode} ${l.level}${l.shed ? ' shed' : ''}`);

describe('request logging', () => {
  it('logs every request once at the edge, at info, with its id, status and time, a refusal under load marked shed, never a probe', async () => {
    const lines = await served('edge');
    expect(summary(lines)).toEqual([
      'GET /ok 200 30',
      'GET /missing?q=x 404 30',
      'GET /boom 500 30',
      'GET /busy 503 30 shed',
    ]);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: 'id3',
      responseTime: expect.any(Number),
    });
    // The status only: no headers (the cookie set) in the line.
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('logs in a service only a failure the edge cannot explain, never an answer or a refusal under load', async () => {
    expect(summary(await served('failures'))).toEqual(['GET /boom 500 50']);
  });
});

describe('the process logger', () => {
  it('puts the id of the request being handled on every line written for it, and none outside a request', () => {
    const lines: { msg: string; reqId?: string; service: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const logger = pino(loggerOptions('probe', 'info'), sink);
    runWithRequestId('req-from-gateway-7', () => logger.info('inside'));
    logger.info('outside');
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'inside', reqId: 'req-from-gateway-7', service: 'probe' }),
      expect.not.objectContaining({ reqId: expect.anything() }),
    ]);
  });
});
