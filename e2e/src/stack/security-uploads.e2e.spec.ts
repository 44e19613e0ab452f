import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import { adminSession, SHARED_UPLOAD_MAX_BYTES, sharedStack } from '../support/shared-stack';
import { rawHttp } from './fuzz/raw-http';

const UPLOAD_MAX_BYTES = SHARED_UPLOAD_MAX_BYTES;
const BOUNDARY = `----upload-${randomBytes(8).toString('hex')}`;
/** 64 MB of zeros: the gzip is ~64 KB, a server that inflated it would hold all 64 MB. */
const GZIP_BOMB = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
const DEFLATE_BOMB = deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });

function multipartHead(fields: Record<string, string>, fileField: string, filename: string): Buffer {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  return Buffer.from(parts.join(''));
}
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Upload {
  path: string;
  fields: Record<string, string>;
  fileField: string;
}
const BIBLE: Upload = {
  path: '/api/admin/upload-bible',
  fields: { bibleVersion: 'nkjv' },
  fileField: 'file',
};
const CONVERTER: Upload = {
  path: '/api/converter/convert-text-to-sql',
  fields: { tableName: 'upload_check' },
  fileField: 'textFile',
};

/**
 * Hostile uploads through the gateway: too large (streamed, never held in memory here), binary under a
 * text name, a gzip bomb, and a compressed request body that would inflate far past the JSON limit.
 * The importer's own tests (services/importer/src/uploads/bible-upload.int.spec.ts) cover small cases directly.
 */
describe('hostile uploads', () => {
  const stack = sharedStack();
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = { cookie: await adminSession(stack), origin: stack.baseUrl };
  });

  /** Sends a file of `size` bytes made of one repeated verse line, 64 KB at a time, and stops once answered. */
  function streamUpload(target: Upload, size: number): Promise<{ status: number; body: string }> {
    const url = new URL(stack.baseUrl);
    const line = Buffer.from('Genesis|1|1|In the beginning God created the heaven and the earth.\n');
    const chunk = Buffer.concat(Array.from({ length: Math.ceil((64 * 1024) / line.length) }, () => line));
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: target.path,
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
            req.destroy();
          });
        },
      );
      req.on('error', (error) => (answered ? undefined : reject(error)));
      let sent = 0;
      const pump = (): void => {
        while (!answered && sent < size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end(multipartTail);
      };
      req.write(multipartHead(target.fields, target.fileField, 'big.txt'));
      pump();
    });
  }

  async function upload(target: Upload, filename: string, content: Buffer) {
    const body = Buffer.concat([
      multipartHead(target.fields, target.fileField, filename),
      content,
      multipartTail,
    ]);
    const res = await rawHttp(stack.baseUrl, {
      method: 'POST',
      path: target.path,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    return { status: res.status, message: (JSON.parse(res.body) as { message: string }).message };
  }

  it.each([
    ['the Bible upload', BIBLE],
    ['the text-to-SQL converter', CONVERTER],
  ])('refuses a file above the limit on %s with 413, while it is still streaming', async (_name, target) => {
    const res = await streamUpload(target, 8 * UPLOAD_MAX_BYTES);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 413, message: expect.stringMatching(/large/i) });
  });

  it.each([
    [
      'random binary',
      'kjv.txt',
      Buffer.concat([Buffer.from('Gen 1:1 '), randomBytes(4096), Buffer.from([0])]),
      'The file is binary, not a Bible text',
    ],
    [
      'a PNG image',
      'kjv.txt',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      'The file is a PNG image, not a Bible text',
    ],
    [
      'an executable',
      'bible.usfm',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      'The file is an executable, not a Bible text',
    ],
    [
      'a ZIP archive',
      'bible.xml',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]),
      'The file is a ZIP archive, not a Bible text',
    ],
    [
      'Latin-1 text',
      'kjv.txt',
      Buffer.from('Genesis|1|1|\xe9t\xe9 \xe0 la plage\n', 'latin1'),
      'The file is not UTF-8 text: line 1 has the byte 0xE9 at byte offset 12 (save the file as UTF-8 and upload it again)',
    ],
    ['a gzip bomb', 'kjv.txt', GZIP_BOMB, 'The file is a gzip archive, not a Bible text'],
    ['a gzip bomb named .sql', 'kjv.sql', GZIP_BOMB, 'The file is a gzip archive, not a Bible text'],
  ])(
    'refuses %s sent as a Bible file with a 400 that says why',
    async (_name, filename, content, message) => {
      expect(await upload(BIBLE, filename, content)).toEqual({ status: 400, message });
    },
  );

  it('refuses a gzip bomb to the converter without inflating it', async () => {
    expect(await upload(CONVERTER, 'kjv.txt', GZIP_BOMB)).toEqual({
      status: 400,
      message: 'The file is a gzip archive, not a Bible text',
    });
  });

  it.each([
    ['gzip', GZIP_BOMB],
    ['deflate', DEFLATE_BOMB],
  ])('refuses a %s-compressed JSON body that inflates past the limit with 413', async (encoding, body) => {
    for (const path of ['/api/admin/pages', '/api/reference-lookup/batch', '/api/login']) {
      const res = await rawHttp(stack.baseUrl, {
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': 'application/json', 'content-encoding': encoding },
        body,
      });
      expect([path, res.status]).toEqual([path, 413]);
      expect(JSON.parse(res.body)).toEqual({ statusCode: 413, message: expect.any(String) });
    }
  });
});
