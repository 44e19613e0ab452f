import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminSession, sharedStack } from '../support/shared-stack';
import { rawHttp, type RawResponse } from './fuzz/raw-http';

const UP = '../'.repeat(12);

/** A file outside every served folder, whose content no answer may ever hold. */
const SENTINEL_NAME = `traversal-sentinel-${randomBytes(6).toString('hex')}.txt`;
const SENTINEL_PATH = join(tmpdir(), SENTINEL_NAME);
const SENTINEL = `sentinel-${randomBytes(16).toString('hex')}`;

/** Targets outside: the system's passwd, the repository's own files, the sentinel in the temp folder. */
const TARGETS = [`etc/passwd`, `work/main/package.json`, `${tmpdir().replace(/^\//, '')}/${SENTINEL_NAME}`];

/** Each target as an attacker would spell it: plain, encoded, double-encoded, backslashed, absolute, with NUL. */
function spellings(target: string): string[] {
  const plain = `${UP}${target}`;
  const encodeSlashes = (s: string) => s.replace(/\//g, '%2f');
  return [
    plain,
    encodeSlashes(plain),
    plain.replace(/\.\.\//g, '%2e%2e%2f'),
    plain.replace(/\.\.\//g, '%252e%252e%252f'),
    plain.replace(/\.\.\//g, '..%5c'),
    plain.replace(/\.\.\//g, '..%c0%af'),
    plain.replace(/\.\.\//g, '....//'),
    plain.replace(/\.\.\//g, '..;/'),
    `%2f${encodeSlashes(target)}`,
    `/${target}`,
    `${encodeSlashes(plain)}%00.json`,
    `${encodeSlashes(plain)}%00`,
    `G26.json%00${encodeSlashes(plain)}`,
  ];
}

/**
 * Every route that names a file, with every spelling of a path outside its folder: the answer is
 * never a 5xx and never holds a byte of the file outside. (The importer's own tests check the
 * names it accepts; services/lexicon/src/static-strongs/static-strongs.int.spec.ts a few encodings.)
 */
describe('path traversal on every route that names a file', () => {
  const stack = sharedStack();
  let admin: Record<string, string>;
  let forbidden: string[];

  beforeAll(async () => {
    writeFileSync(SENTINEL_PATH, SENTINEL);
    admin = { cookie: await adminSession(stack), origin: stack.baseUrl };
    forbidden = [
      SENTINEL,
      'root:x:0:0',
      readFileSync(join(__dirname, '../../../package.json'), 'utf8').slice(0, 60),
    ];
  });
  afterAll(() => rmSync(SENTINEL_PATH, { force: true }));

  function leaks(res: RawResponse): boolean {
    return forbidden.some((marker) => res.body.includes(marker));
  }

  const payloads = () => TARGETS.flatMap(spellings);

  /** Path-parameter routes: `{}` is where the payload goes; the SPA answers with its index page. */
  const inPath: [string, string, boolean][] = [
    ['converter downloads', '/api/converter/download-sql/{}', true],
    ['static Strong’s JSON', '/api/static-strongs/{}', false],
    ['custom pages', '/api/pages/{}', false],
    ['e-mail template previews', '/api/admin/email/templates/{}/preview', true],
    ['API docs assets', '/api/docs/assets/{}', false],
    ['queue dashboard static files', '/admin/queues/static/{}', true],
    ['the SPA static handler', '/{}', false],
    ['the SPA assets folder', '/assets/{}', false],
  ];

  it.each(inPath)('%s never serve a file from outside', async (_name, template, asAdmin) => {
    const wrong: string[] = [];
    for (const payload of payloads()) {
      const path = template.replace('{}', payload);
      const res = await rawHttp(stack.baseUrl, { method: 'GET', path, headers: asAdmin ? admin : {} });
      if (res.status >= 500 || leaks(res)) wrong.push(`${path}: ${res.status} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  /** Routes that take a file name in the body: refused with a 400 that names the problem. */
  const inBody: [string, string, (file: string) => object][] = [
    ['SQL import', '/api/import-sql', (filename) => ({ filename, tableName: 'traversal' })],
    ['Bible import', '/api/admin/import-bible', (filePath) => ({ version: 'nkjv', filePath })],
  ];

  it.each(inBody)('%s refuses every file name outside its folder with 400', async (_name, path, body) => {
    const wrong: string[] = [];
    for (const payload of payloads().map((p) => decodeURIComponentSafe(p))) {
      const res = await rawHttp(stack.baseUrl, {
        method: 'POST',
        path,
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify(body(payload)),
      });
      if (res.status !== 400 || leaks(res) || !JSON.parse(res.body).message)
        wrong.push(`${payload}: ${res.status} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves the SPA index, not a file, for a traversal outside the API', async () => {
    const res = await rawHttp(stack.baseUrl, { method: 'GET', path: `/${UP}etc/passwd` });
    expect([200, 400, 403, 404]).toContain(res.status);
    if (res.status === 200) expect(res.body).toMatch(/<div id="root"|<!doctype html>/i);
  });
});

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
