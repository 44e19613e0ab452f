import express from 'express';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unavailable } from './service-proxy';

/** One request to a real server whose handler answers as given, then meets the service's failure. */
async function afterFailure(
  answer: (res: express.Response) => void,
): Promise<{ status?: number; bytes: number; complete: boolean; error?: string; ended: boolean }> {
  let ended = false;
  const app = express();
  app.post('/api/admin/x', (req, res) => {
    answer(res);
    ended = res.writableEnded;
    unavailable(req, res, 'admin');
  });
  const server: Server = await new Promise((done) => {
    const s = app.listen(0, '127.0.0.1', () => done(s));
  });
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/admin/x' }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, complete: res.complete, ended }));
        res.on('error', (error) =>
          resolve({ status: res.statusCode, bytes, complete: false, error: error.message, ended }),
        );
      });
      req.on('error', (error) => resolve({ bytes: 0, complete: false, error: error.message, ended }));
      // The visitor's body is still coming when the service answers and fails.
      req.write('{"id":');
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe("the gateway's answer when the owning service fails", () => {
  const answer = 'x'.repeat(8 * 1024 * 1024);

  it('lets an answer the service gave in full reach the visitor whole, though it is still being sent', async () => {
    const got = await afterFailure((res) => res.status(401).type('text/plain').end(answer));
    expect(got).toEqual({ status: 401, bytes: answer.length, complete: true, ended: true });
  });

  it('cuts an answer the service broke off midway, so the visitor cannot take it for whole', async () => {
    const got = await afterFailure((res) => {
      res.status(200).type('text/plain').setHeader('content-length', answer.length);
      res.write(answer.slice(0, 1024));
    });
    expect(got.ended).toBe(false);
    expect(got.complete).toBe(false);
    expect(got.bytes).toBeLessThan(answer.length);
  });

  it('answers 503 with a message when the service failed before answering', async () => {
    const got = await afterFailure(() => undefined);
    expect(got).toMatchObject({ status: 503, complete: true, ended: false });
  });
});
