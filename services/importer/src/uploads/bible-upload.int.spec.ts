import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { importFinished } from '../testing/queued-bible-import';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

const GENESIS =
  'Genesis|1|1|In the beginning God created the heaven and the earth.\nGenesis|1|2|And the earth was without form, and void.\n';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('POST /api/admin/upload-bible', () => {
  let t: ImporterTestApp;
  let admin: string;
  const upload = (fields: Record<string, string>, file?: { content: Buffer | string; name: string }) => {
    let req = request(t.app.getHttpServer())
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    if (file) req = req.attach('file', Buffer.from(file.content), file.name);
    return req;
  };
  const incoming = () => readdirSync(join(t.uploadDir, 'incoming'));

  beforeAll(async () => {
    t = await startImporterTestApp({ UPLOAD_MAX_BYTES: 64 * 1024 });
    admin = await t.sessionCookie('admin');
  });
  afterAll(async () => t?.close());

  it('keeps a verse-per-line .txt under a generated name and lists it as available', async () => {
    const res = await upload(
      { bibleVersion: 'nkjv' },
      { content: GENESIS, name: '../../My NKJV.txt' },
    ).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      file: { version: 'nkjv', format: 'text', originalName: 'My NKJV.txt' },
    });
    expect(res.body.file.name).toMatch(/^nkjv_\d{14}_[0-9a-f]{6}\.txt$/);
    expect(readdirSync(join(t.uploadDir, 'uploads'))).toContain(res.body.file.name);
    const status = await request(t.app.getHttpServer())
      .get('/api/admin/import-status')
      .set('Cookie', admin)
      .expect(200);
    expect(status.body.availableFiles).toContainEqual(
      expect.objectContaining({
        name: res.body.file.name,
        version: 'nkjv',
        path: res.body.file.name,
        uploaded: expect.any(String),
      }),
    );
    expect(Object.keys(status.body).sort()).toEqual(['activeImports', 'availableFiles', 'completedImports']);
  });

  it('accepts OSIS XML, USFM and SQL by their content', async () => {
    const osis =
      '<?xml version="1.0"?><osis xmlns="http://www.bibletechnologies.net/2003/OSIS/namespace"><osisText osisIDWork="x"></osisText></osis>';
    await upload({ bibleVersion: 'net' }, { content: osis, name: 'net.xml' }).expect(200);
    await upload(
      { bibleVersion: 'he_modern' },
      { content: '\\id GEN\n\\c 1\n\\v 1 text\n', name: 'gen.usfm' },
    ).expect(200);
    await upload(
      { bibleVersion: 'rstne' },
      { content: "INSERT INTO t VALUES ('Genesis',1,1,'x');", name: 'r.sql' },
    ).expect(200);
  });

  it.each([
    ['no version', {}, { content: GENESIS, name: 'a.txt' }, 'Bible version is required'],
    ['no file', { bibleVersion: 'nkjv' }, undefined, 'A file is required'],
    [
      'an unknown version',
      { bibleVersion: 'nope' },
      { content: GENESIS, name: 'a.txt' },
      /Unknown Bible version: nope/,
    ],
    [
      'a version without a slot',
      { bibleVersion: 'geneva' },
      { content: GENESIS, name: 'a.txt' },
      'The Geneva Bible has no slot on this site yet: choose another version',
    ],
    [
      'a .pdf',
      { bibleVersion: 'nkjv' },
      { content: GENESIS, name: 'a.pdf' },
      /Unsupported file type: a\.pdf/,
    ],
    [
      'a PNG named .txt',
      { bibleVersion: 'nkjv' },
      { content: PNG, name: 'a.txt' },
      'The file is a PNG image, not a Bible text',
    ],
    [
      'prose named .txt',
      { bibleVersion: 'nkjv' },
      { content: 'Dear reader,\nthis is a letter.\n', name: 'a.txt' },
      /does not hold verse lines/,
    ],
    [
      'a .sql without SQL',
      { bibleVersion: 'nkjv' },
      { content: GENESIS, name: 'a.sql' },
      /no CREATE TABLE or INSERT/,
    ],
    [
      'a .xml that is not OSIS',
      { bibleVersion: 'nkjv' },
      { content: '<html><body/></html>', name: 'a.xml' },
      /not an OSIS Bible/,
    ],
    ['an empty file', { bibleVersion: 'nkjv' }, { content: '', name: 'a.txt' }, 'The file is empty'],
  ])('refuses %s with 400 and keeps nothing', async (_name, fields, file, message) => {
    const res = await upload(fields as Record<string, string>, file).expect(400);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(incoming()).toEqual([]);
  });

  it('refuses a file over the size limit with 413', async () => {
    await upload({ bibleVersion: 'nkjv' }, { content: GENESIS.repeat(1000), name: 'big.txt' }).expect(413);
    expect(incoming()).toEqual([]);
  });

  it('queues an import only for a file that was uploaded', async () => {
    const post = (body: object) =>
      request(t.app.getHttpServer())
        .post('/api/admin/import-bible')
        .set('Cookie', admin)
        .set('Origin', SITE_ORIGIN)
        .send(body);
    for (const filePath of [
      '../../etc/passwd',
      'nkjv_20240101000000_abcdef.txt',
      '/etc/passwd',
      'a/../b.txt',
    ]) {
      expect((await post({ version: 'nkjv', filePath }).expect(400)).body.message).toBe(
        'filePath must name an uploaded file',
      );
    }
    const { body } = await upload({ bibleVersion: 'nkjv' }, { content: GENESIS, name: 'n.txt' }).expect(200);
    t.startWorker();
    const queued = await post({ version: 'nkjv', filePath: body.file.path }).expect(202);
    expect(queued.body).toMatchObject({
      success: true,
      jobId: expect.stringMatching(/^import-upload-nkjv-/),
      summary: { versionCode: 'nkjv', requiresConfirmation: false },
    });
    await importFinished(t, queued.body.jobId, 'the import');
    // The same file again is imported again: a new job that runs, not an answer "queued" for a finished one.
    const again = await post({ version: 'nkjv', filePath: body.file.path }).expect(202);
    expect(again.body.jobId).not.toBe(queued.body.jobId);
    const status = await request(t.app.getHttpServer())
      .get('/api/admin/import-status')
      .set('Cookie', admin)
      .expect(200);
    const rows = status.body.activeImports as { jobId: string }[];
    expect(new Set(rows.map((r) => r.jobId)).size).toBe(rows.length);
  });
});
