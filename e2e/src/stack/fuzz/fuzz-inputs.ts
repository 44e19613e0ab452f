import fc from 'fast-check';
import { concretePath, type Operation } from './openapi-operations';
import type { RawRequest } from './raw-http';

/** Percent-encodes the UTF-8 bytes of `s` (lone surrogates become U+FFFD, as a browser would send them). */
export function encode(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Already-encoded text that is not valid percent-encoding or not valid UTF-8 once decoded. */
const MALFORMED = [
  '%',
  '%2',
  '%zz',
  '%%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '%0D%0A',
  '%u0041',
  '..%2F..%2Fetc%2Fpasswd',
  '%252e%252e%252f',
];
const TYPICAL = [
  'H7225',
  'G26',
  'h07225',
  'kjv',
  'Gen',
  'John 3:16',
  'Gen 1:1-3; Jn 3:16',
  'love',
  'about',
  '1',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
];
const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b[31m',
  '\u007f',
  '\r\n',
  '\t',
  '\u2028',
  '\ufeff',
  '\u202e',
];

/** One value, ready to put into a URL. */
export const urlValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TYPICAL).map(encode),
  fc.string({ maxLength: 40 }).map(encode),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encode),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encode),
  fc.constantFrom(...CONTROL).map(encode),
  fc.constantFrom(...MALFORMED),
  fc.integer({ min: 500, max: 6000 }).map((n) => 'a'.repeat(n)),
  fc.tuple(fc.constantFrom(...TYPICAL), fc.constantFrom(...MALFORMED)).map(([a, b]) => encode(a) + b),
);

/** Query pairs: declared names and odd ones, repeated keys, qs arrays and objects, prototype keys. */
function queryString(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    names.length ? fc.constantFrom(...names) : fc.constant('q'),
    fc.constantFrom('q', 'query', 'page', 'limit', 'database', 'book', '__proto__', 'constructor', ''),
    fc.string({ maxLength: 10 }).map(encode),
  );
  const pair = fc
    .tuple(name, urlValue, fc.constantFrom('plain', 'array', 'object', 'bare', 'proto'))
    .map(([key, value, form]) => {
      switch (form) {
        case 'array':
          return `${key}[]=${value}&${key}[]=${value}`;
        case 'object':
          return `${key}[a][b]=${value}`;
        case 'bare':
          return key;
        case 'proto':
          return `__proto__[${key || 'x'}]=${value}&constructor[prototype][${key || 'x'}]=${value}`;
        case 'plain':
          return `${key}=${value}`;
      }
    });
  return fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    '',
    ' ',
    -1,
    0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    [],
    {},
    [null],
    { $ne: null },
    '<script>x</script>',
    "' OR 1=1 --",
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** A body and its content type: bad JSON, right names with wrong types, non-objects, huge or deep ones, other media types. */
function requestBody(fields: string[]): fc.Arbitrary<{ body?: string; type?: string }> {
  const names = fields.length ? fc.constantFrom(...fields) : fc.constantFrom('id', 'name', 'value');
  const wrongTypes = fc
    .dictionary(fc.oneof(names, fc.string({ maxLength: 8 })), jsonValue, { maxKeys: 6 })
    .map((o) => JSON.stringify(o));
  const json = fc.oneof(
    wrongTypes,
    fc.constantFrom(
      '{',
      '{"a":1',
      "{'a':1}",
      '[',
      'nul',
      '{"a":1}}',
      '\u0000',
      '',
      'null',
      '[]',
      '"x"',
      '42',
      'true',
      '{"__proto__":{"role":"admin","isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
    ),
    fc.integer({ min: 1000, max: 4000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.integer({ min: 1000, max: 4000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    // From under the services' JSON limit to well over it: refused unread, with the rest of the body still coming.
    fc
      .tuple(names, fc.integer({ min: 20_000, max: 1_200_000 }))
      .map(([field, size]) => JSON.stringify({ [field]: 'x'.repeat(size) })),
  );
  return fc.oneof(
    fc.constant({}),
    json.map((body) => ({ body, type: 'application/json' })),
    fc
      .tuple(
        json,
        fc.constantFrom(
          'application/json; charset=utf-16',
          'application/json; charset=bogus',
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          '*/*',
          'application/vnd.api+json',
          'text/html; charset=utf-8',
        ),
      )
      .map(([body, type]) => ({ body, type })),
    fc.constantFrom(
      { body: 'a=1&a=2&b[c]=3&__proto__[x]=1', type: 'application/x-www-form-urlencoded' },
      {
        body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="../../x.txt"\r\n\r\nGen 1:1 x\r\n--zz--\r\n',
        type: 'multipart/form-data; boundary=zz',
      },
      { body: 'garbage', type: 'multipart/form-data' },
      { body: '--zz\r\ngarbage', type: 'multipart/form-data; boundary=zz' },
    ),
  );
}

const extraHeaders = fc.constantFrom<Record<string, string>>(
  {},
  {},
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'x-unknown' },
  { 'accept-encoding': 'br, gzip, deflate' },
  { accept: 'text/html' },
  { 'x-forwarded-for': '1.2.3.4, ::1', 'x-user-id': '1', 'x-user-role': 'admin' },
  { range: 'bytes=999999-' },
  { 'if-none-match': '*' },
);

/** A random request to one operation; `session` adds the cookie and the site's own Origin. */
export function operationRequest(
  op: Operation,
  siteOrigin: string,
  session?: string,
): fc.Arbitrary<RawRequest> {
  const fill = fc.array(urlValue, { minLength: op.pathParams.length, maxLength: op.pathParams.length });
  return fc
    .record({
      values: fill,
      query: queryString(op.queryParams),
      body: requestBody(op.bodyFields),
      headers: extraHeaders,
      withOrigin: fc.boolean(),
    })
    .map(({ values, query, body, headers, withOrigin }) => {
      const byName = new Map(op.pathParams.map((name, i) => [name, values[i]]));
      return {
        method: op.method,
        path: concretePath(op, (name) => byName.get(name) || 'x') + query,
        headers: {
          ...headers,
          ...(body.type ? { 'content-type': body.type } : {}),
          ...(session || withOrigin ? { origin: siteOrigin } : {}),
          ...(session ? { cookie: session } : {}),
        },
        body: body.body,
      };
    });
}

/** Requests to paths no route declares: under /api, the queue dashboard, the docs and the SPA. */
export function strayRequest(siteOrigin: string): fc.Arbitrary<RawRequest> {
  const segment = fc.oneof(
    urlValue,
    fc.constantFrom(
      'api',
      'admin',
      'queues',
      'docs',
      'assets',
      'strongs',
      'bible',
      'pages',
      '..',
      '.',
      '',
      '%2e%2e',
      'index.html',
    ),
  );
  const prefix = fc.constantFrom(
    '/api/',
    '/',
    '/admin/queues/',
    '/api/docs/assets/',
    '/api/static-strongs/',
    '/assets/',
    '//',
    '/api//',
  );
  const method = fc.constantFrom(
    'GET',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'HEAD',
    'PROPFIND',
    'TRACE',
  );
  return fc
    .record({
      method,
      prefix,
      segments: fc.array(segment, { minLength: 1, maxLength: 5 }),
      query: queryString([]),
      body: requestBody([]),
    })
    .map(({ method, prefix, segments, query, body }) => ({
      method,
      path: prefix + segments.join('/') + query,
      headers: { origin: siteOrigin, ...(body.type ? { 'content-type': body.type } : {}) },
      body: method === 'GET' || method === 'HEAD' ? undefined : body.body,
    }));
}
