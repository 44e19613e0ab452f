import { request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent byte for byte: malformed percent-encoding and odd characters reach the server unchanged. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP/1.1 request without a client that normalises the URL or the body (fetch would). */
export function rawHttp(baseUrl: string, req: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  const url = new URL(baseUrl);
  // Node's client does not frame the body of a GET on its own: the server would read the body as a second, malformed
  // request, answer 400 and close, and the reset of the unread bytes could overtake the answer.
  const framing =
    req.body === undefined || req.headers?.['content-length'] || req.headers?.['transfer-encoding']
      ? {}
      : { 'content-length': String(Buffer.byteLength(req.body)) };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      // A connection of its own, kept alive as a browser's is (with "close", a server that answers before reading
      // a large body closes at once and the reset can swallow its answer), and closed by us once answered.
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: { connection: 'keep-alive', ...framing, ...req.headers },
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          outgoing.destroy();
        });
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`timed out: ${req.method} ${req.path.slice(0, 200)}`)),
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/** Cookie header value (name=value) from a response's Set-Cookie, if any. */
export function sessionCookie(
  res: { headers: Record<string, string | string[] | undefined> } | Response,
): string | undefined {
  const raw = res instanceof Response ? res.headers.get('set-cookie') : res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return first ? first.split(';')[0] : undefined;
}
