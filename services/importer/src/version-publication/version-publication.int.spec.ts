import { BOOKS } from '@strongs/scripture';
import request from 'supertest';
import { asvTextBible } from '../testing/asv-text-bible';
import { importFinished } from '../testing/queued-bible-import';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

const RUTH = BOOKS[7];
/** A partial file: the 85 verses of Ruth, pipe-separated. */
const RUTH_TEXT = RUTH.versesPerChapter
  .flatMap((n, c) =>
    Array.from(
      { length: n },
      (_, v) => `Ruth|${c + 1}|${v + 1}|Ruth verse ${c + 1}:${v + 1} as this file words it.`,
    ),
  )
  .join('\n');

describe('the publish gate of an uploaded text', () => {
  let t: ImporterTestApp;
  let admin: string;
  const post = (path: string, body: object = {}, cookie = admin) =>
    request(t.app.getHttpServer()).post(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN).send(body);
  const row = async (code: string) =>
    (
      await t.sql<{ installed: boolean; published: boolean; coverage: string | null; licence: string }>(
        `SELECT installed, published, coverage, licence FROM versions WHERE code = $1`,
        [code],
      )
    )[0];
  const record = {
    name: 'New English Translation (Ruth)',
    source: 'net.bible.org, licensed file',
    licence: 'Used by permission of Biblical Studies Press',
    coverage: 'Ruth only, 85 verses',
  };

  beforeAll(async () => {
    // A whole-Bible rollback may outlast the production wait (then 202) on a busy machine: wait for its outcome here.
    t = await startImporterTestApp({ VERSION_CHANGE_WAIT_MS: 240_000 });
    admin = await t.sessionCookie('admin');
  });
  afterAll(async () => t?.close());

  it('installs an upload unpublished, with its coverage derived from the verses (85 verses of Ruth into net)', async () => {
    expect(await row('kjv')).toMatchObject({ installed: true, published: true, coverage: null });
    const uploaded = await request(t.app.getHttpServer())
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', 'net')
      .attach('file', Buffer.from(RUTH_TEXT), 'ruth.txt')
      .expect(200);
    t.startWorker();
    const queued = await post('/api/admin/import-bible', {
      version: 'net',
      filePath: uploaded.body.file.path,
    }).expect(202);
    await importFinished(t, queued.body.jobId, 'the Ruth import');
    expect(await row('net')).toMatchObject({
      installed: true,
      published: false,
      coverage: 'Ruth only, 85 verses',
      licence: expect.stringContaining('licence not yet recorded'),
    });
  });

  it('refuses the publish and unpublish routes to anyone but an admin', async () => {
    await request(t.app.getHttpServer())
      .post('/api/admin/versions/net/publish')
      .set('Origin', SITE_ORIGIN)
      .send(record)
      .expect(401);
    const reader = await t.sessionCookie('user');
    await post('/api/admin/versions/net/publish', record, reader).expect(403);
    await post('/api/admin/versions/net/unpublish', {}, reader).expect(403);
    expect(await row('net')).toMatchObject({ published: false });
  });

  it('publishes only with a name, source, recorded licence and coverage', async () => {
    const { name: _name, ...noName } = record;
    expect((await post('/api/admin/versions/net/publish', noName).expect(400)).body.message).toBe(
      'Name is required',
    );
    expect(
      (
        await post('/api/admin/versions/net/publish', {
          ...record,
          licence: 'Imported by an administrator from ruth.txt: licence not yet recorded',
        }).expect(400)
      ).body.message,
    ).toBe('Licence must be recorded before the text is published');
    await post('/api/admin/versions/net/publish', { ...record, extra: 1 }).expect(400);
    await post('/api/admin/versions/nkjv/publish', record).expect(409);
    await post('/api/admin/versions/nosuch/publish', record).expect(404);

    const published = (await post('/api/admin/versions/net/publish', record).expect(200)).body;
    expect(published).toEqual({
      success: true,
      message: 'Published New English Translation (Ruth)',
      version: { code: 'net', ...record, published: true },
    });
    expect(await row('net')).toMatchObject({
      published: true,
      coverage: 'Ruth only, 85 verses',
      licence: record.licence,
    });

    const unpublished = (await post('/api/admin/versions/net/unpublish').expect(200)).body;
    expect(unpublished.version).toMatchObject({ code: 'net', published: false });
    expect(await row('net')).toMatchObject({ installed: true, published: false });
  });

  it('shows visitors a rolled-back text as they saw it while it was live: the seeded ASV again after an unpublished upload', async () => {
    const ruth = asvTextBible()
      .text.split('\n')
      .filter((l) => l.startsWith('Ruth|'))
      .join('\n');
    const uploaded = await request(t.app.getHttpServer())
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', 'asv')
      .attach('file', Buffer.from(ruth), 'asv-ruth.txt')
      .expect(200);
    const asked = await post('/api/admin/import-bible', {
      version: 'asv',
      filePath: uploaded.body.file.path,
    }).expect(409);
    const queued = await post('/api/admin/import-bible', {
      version: 'asv',
      filePath: uploaded.body.file.path,
      confirm: asked.body.summary.token,
    }).expect(202);
    await importFinished(t, queued.body.jobId, 'the Ruth import over the ASV');
    expect(await row('asv')).toMatchObject({
      installed: true,
      published: false,
      coverage: 'Ruth only, 85 verses',
    });
    const [{ generation }] = await t.sql<{ generation: number }>(
      `SELECT generation FROM versions WHERE code = 'asv'`,
    );
    await post('/api/admin/versions/asv/rollback', { expectedGeneration: generation }).expect(200);
    expect(await row('asv')).toMatchObject({ installed: true, published: true, coverage: null });
  });
});
