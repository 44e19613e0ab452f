import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { waitUntil } from '@strongs/testing';
import { asvTextBible } from '../testing/asv-text-bible';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

/** Issue #27: one import per slot at a time, and a file that stops being UTF-8 anywhere is refused where it does. */
describe('importing an uploaded Bible into a slot', () => {
  let t: ImporterTestApp;
  let admin: string;
  const asv = asvTextBible();
  const asvLines = asv.text.split('\n').filter(Boolean);
  const http = () => request(t.app.getHttpServer());
  const importBible = (filePath: string) =>
    http()
      .post('/api/admin/import-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ version: 'nkjv', filePath });
  const upload = (content: Buffer | string, name: string) =>
    http()
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', 'nkjv')
      .attach('file', Buffer.from(content), name);

  /** Every installed text's verse count. */
  async function installedCounts(): Promise<Record<string, number>> {
    const rows = await t.sql<{ code: string; n: number }>(
      `SELECT version_code AS code, count(*)::int AS n FROM verses GROUP BY version_code`,
    );
    return Object.fromEntries(rows.map((r) => [r.code, r.n]));
  }

  const completed = (jobId: string) => async () =>
    (await t.sql<{ status: string }>(`SELECT status FROM imports WHERE job_id = $1`, [jobId]))[0]?.status ===
    'completed';

  beforeAll(async () => {
    t = await startImporterTestApp();
    admin = await t.sessionCookie('admin');
    t.startWorker();
  });
  afterAll(async () => t?.close());

  it('runs one import of a double click: the other request gets 409 naming it, and so does a third while it runs', async () => {
    const before = await installedCounts();
    const part = asvLines.slice(0, 5000);
    const path = (await upload(part.join('\n'), 'asv-part.txt').expect(200)).body.file.path as string;
    const other = (await upload(asvLines.slice(0, 10).join('\n'), 'other.txt').expect(200)).body.file
      .path as string;

    const answers = await Promise.all([importBible(path), importBible(path)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const accepted = answers.find((a) => a.status === 202)!;
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toEqual({
      statusCode: 409,
      message: expect.stringMatching(
        /^An import into nkjv is already (being prepared|queued|running): asv-part\.txt/,
      ),
    });

    const third = await importBible(other).expect(409);
    expect(third.body.message).toMatch(
      new RegExp(
        `^An import into nkjv is already (queued|running): asv-part\\.txt \\(job ${accepted.body.jobId}\\)`,
      ),
    );

    await waitUntil(completed(accepted.body.jobId as string), {
      what: 'the accepted import',
      timeoutMs: 120_000,
    });
    const runs = await t.sql(
      `SELECT job_id FROM imports WHERE version_code = 'nkjv' AND source LIKE 'upload:%'`,
    );
    expect(runs).toEqual([{ job_id: accepted.body.jobId }]);
    expect(await installedCounts()).toEqual({ ...before, nkjv: part.length });
    // Once it has finished, the slot takes the next import.
    const next = await importBible(other).expect(409);
    expect(next.body.summary).toMatchObject({ requiresConfirmation: true });
  });

  it('refuses a file with a Latin-1 byte 2 MB into it with 400 naming its line and byte offset, at upload and at import', async () => {
    const before = await installedCounts();
    const text = Buffer.from(asv.text);
    const line = text.subarray(0, 2_000_000).toString('utf8').split('\n').length;
    const lineStart = text.lastIndexOf(0x0a, 2_000_000) + 1;
    const offset = text.indexOf('|', text.indexOf('|', text.indexOf('|', lineStart) + 1) + 1) + 1;
    const latin1 = Buffer.concat([
      text.subarray(0, offset),
      Buffer.from('caf\xe9 ', 'latin1'),
      text.subarray(offset),
    ]);
    const expected = `The file is not UTF-8 text: line ${line.toLocaleString('en-US')} has the byte 0xE9 at byte offset ${(offset + 3).toLocaleString('en-US')} (save the file as UTF-8 and upload it again)`;
    expect(offset).toBeGreaterThan(1_999_000);

    expect((await upload(latin1, 'asv-latin1.txt').expect(400)).body).toEqual({
      statusCode: 400,
      message: expected,
    });
    expect(readdirSync(join(t.uploadDir, 'uploads')).filter((n) => n.includes('latin1'))).toEqual([]);

    // A file stored before uploads were checked whole is refused by the worker's read, before anything is written.
    const name = 'nkjv_20240101000000_abcdef.txt';
    writeFileSync(join(t.uploadDir, 'uploads', name), latin1);
    await t.sql(
      `INSERT INTO uploaded_files (name, version, original_name, format, size, checksum) VALUES ($1, 'nkjv', 'asv-latin1.txt', 'text', $2, $3)`,
      [name, latin1.length, createHash('sha256').update(latin1).digest('hex')],
    );
    expect((await importBible(name).expect(400)).body).toEqual({
      statusCode: 400,
      message: `${name}: ${expected}`,
    });
    expect(await installedCounts()).toEqual(before);
  });
});
