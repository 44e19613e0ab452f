import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { resolveCorpusDir } from '@strongs/nest-common';
import { findBook } from '@strongs/scripture';
import type { AdminVersion, ImportSummary } from '@strongs/contracts';
import { ensureCatalogRows } from '../import/version-rows';
import { asvTextBible } from '../testing/asv-text-bible';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';
import { importFinished } from '../testing/queued-bible-import';

interface Fingerprint {
  verses: number;
  tags: number;
  /** md5 of the ordered verse texts: any lost, added or changed verse changes it. */
  checksum: string;
}

describe('the import gate: no import replaces an installed text without an informed confirmation', () => {
  let t: ImporterTestApp;
  let admin: string;
  const asv = asvTextBible();
  const asvLines = asv.text.split('\n').filter(Boolean);
  const http = () => request(t.app.getHttpServer());
  const post = (path: string, body: object) =>
    http().post(path).set('Cookie', admin).set('Origin', SITE_ORIGIN).send(body);
  const del = (path: string) => http().delete(path).set('Cookie', admin).set('Origin', SITE_ORIGIN);

  /** Every installed text's verse count, concordance rows and checksum, read straight from the tables. */
  async function installedTexts(): Promise<Record<string, Fingerprint>> {
    const rows = await t.sql<{ code: string; verses: number; checksum: string; tags: number }>(
      `SELECT v.version_code AS code, count(*)::int AS verses, md5(string_agg(v.text, E'\\n' ORDER BY v.ord)) AS checksum,
              (SELECT count(*)::int FROM verse_strongs s WHERE s.version_code = v.version_code) AS tags
       FROM verses v GROUP BY v.version_code`,
    );
    return Object.fromEntries(
      rows.map((r) => [r.code, { verses: r.verses, tags: r.tags, checksum: r.checksum }]),
    );
  }

  async function upload(version: string, content: string, name: string): Promise<string> {
    const res = await http()
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', version)
      .attach('file', Buffer.from(content), name)
      .expect(200);
    return res.body.file.path as string;
  }

  const versions = async (): Promise<AdminVersion[]> =>
    (await http().get('/api/admin/versions').set('Cookie', admin).expect(200)).body.versions;
  const version = async (code: string): Promise<AdminVersion> =>
    (await versions()).find((v) => v.code === code) as AdminVersion;

  beforeAll(async () => {
    // A whole-Bible rollback may outlast the production wait (then 202) on a busy machine: wait for its outcome here.
    t = await startImporterTestApp({ VERSION_CHANGE_WAIT_MS: 240_000 });
    admin = await t.sessionCookie('admin');
    t.startWorker();
  });
  afterAll(async () => t?.close());

  it("answers 409 before another translation's wording replaces the installed one, and nothing changes", async () => {
    const before = await installedTexts();
    // The YLT of the corpus, every verse of it, into the ASV's slot: same references, other words.
    const ylt = gunzipSync(readFileSync(join(resolveCorpusDir(), 'english/ylt.tsv.gz')))
      .toString('utf8')
      .split('\n')
      .slice(1)
      .filter((row) => row.split('\t')[3]?.trim())
      .map((row) => {
        const [book, chapter, verse, text] = row.split('\t');
        return `${findBook(book)!.name}|${chapter}|${verse}|${text}`;
      });
    const path = await upload('asv', ylt.join('\n'), 'ylt-into-asv.txt');
    const res = await post('/api/admin/import-bible', { version: 'asv', filePath: path }).expect(409);
    const summary = res.body.summary as ImportSummary;
    expect(summary.risks.some((r) => /verses \([\d.]+ %\) would change their wording/.test(r))).toBe(true);
    expect(summary.differences?.versesReworded).toBeGreaterThan(30_000);
    // The first cut, then reworded verses, each with both wordings.
    expect(summary.differences?.rewordedSamples).toHaveLength(5);
    for (const sample of summary.differences?.rewordedSamples ?? [])
      expect(sample.file).not.toBe(sample.installed);
    expect(await installedTexts()).toEqual(before);
  });

  it('answers 409 with the dry-run summary for a truncated ASV cut mid-verse, and every installed text keeps its verses and checksum', async () => {
    const before = await installedTexts();
    expect(before.asv.verses).toBeGreaterThanOrEqual(31086);
    const kept = asvLines.slice(0, 12412);
    kept[kept.length - 1] = kept[kept.length - 1].slice(0, Math.floor(kept[kept.length - 1].length / 2));
    const path = await upload('asv', `${kept.join('\n')}`, 'asv-truncated.txt');

    const res = await post('/api/admin/import-bible', { version: 'asv', filePath: path }).expect(409);
    const summary = res.body.summary as ImportSummary;
    expect(res.body.message).toMatch(/would lose data: 12,412 verses would replace/);
    expect(summary).toMatchObject({
      versionCode: 'asv',
      requiresConfirmation: true,
      file: { verses: 12412 },
      installed: { verses: before.asv.verses },
    });
    expect(summary.file.books).toBe(new Set(kept.map((l) => l.split('|')[0])).size);
    expect(summary.differences?.missingBooks).toContain('Rev');
    expect(summary.differences?.versesRemoved).toBe(before.asv.verses - 12412);
    expect(summary.risks[0]).toBe(
      `12,412 verses would replace ${before.asv.verses.toLocaleString('en-US')} (${(before.asv.verses - 12412).toLocaleString('en-US')} fewer)`,
    );
    expect(summary.perBook[0]).toEqual({
      book: 'Gen',
      chapters: 50,
      verses: 1533,
      emptyVerses: 0,
      taggedWords: 0,
    });

    const wrong = await post('/api/admin/import-bible', {
      version: 'asv',
      filePath: path,
      confirm: 'not-the-token',
    }).expect(409);
    expect(wrong.body.summary.token).toBe(summary.token);
    const queued = await t.sql(`SELECT 1 FROM imports WHERE source = $1`, [`upload:${path}`]);
    expect(queued).toHaveLength(0);
    expect(await installedTexts()).toEqual(before);
  });

  it('replaces the text when the summary is confirmed, and rollback restores it exactly, in one step each way', async () => {
    const before = await installedTexts();
    const kept = asvLines.slice(0, 12412);
    const path = await upload('asv', kept.join('\n'), 'asv-first-part.txt');
    const gate = await post('/api/admin/import-bible', { version: 'asv', filePath: path }).expect(409);
    const confirmed = await post('/api/admin/import-bible', {
      version: 'asv',
      filePath: path,
      confirm: gate.body.summary.token,
    }).expect(202);
    await importFinished(t, confirmed.body.jobId, 'the confirmed import');
    const replaced = await installedTexts();
    expect(replaced.asv.verses).toBe(12412);
    const replacedVersion = await version('asv');
    expect(replacedVersion).toMatchObject({
      verseCount: 12412,
      previous: { verseCount: before.asv.verses, installed: true },
    });

    const rolledBack = await post('/api/admin/versions/asv/rollback', {
      expectedGeneration: replacedVersion.generation,
    }).expect(200);
    expect(rolledBack.body.message).toMatch(/Rolled asv back/);
    expect(await installedTexts()).toEqual(before);
    const [search] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM verse_search WHERE version_code = 'asv'`,
    );
    expect(search.n).toBe(before.asv.verses);
    // The rolled-back text is now the previous generation: rolling back again redoes the import.
    expect((await version('asv')).previous?.verseCount).toBe(12412);
  });

  it('re-imports a file that was imported before: a new job runs to completion', async () => {
    const ruth = asvLines.filter((l) => l.startsWith('Ruth|'));
    const path = await upload('nkjv', ruth.join('\n'), 'ruth.txt');
    const first = await post('/api/admin/import-bible', { version: 'nkjv', filePath: path }).expect(202);
    await importFinished(t, first.body.jobId, 'the first import');
    const again = await post('/api/admin/import-bible', { version: 'nkjv', filePath: path }).expect(202);
    expect(again.body.jobId).not.toBe(first.body.jobId);
    expect(again.body.summary).toMatchObject({
      requiresConfirmation: false,
      differences: { versesAdded: 0, versesRemoved: 0, versesChanged: 0 },
    });
    await importFinished(t, again.body.jobId, 'the re-import');
    const runs = await t.sql(`SELECT 1 FROM imports WHERE source = $1 AND status = 'completed'`, [
      `upload:${path}`,
    ]);
    expect(runs).toHaveLength(2);
    expect((await installedTexts()).nkjv.verses).toBe(85);
    const nkjv = await version('nkjv');
    expect(nkjv.licence).not.toMatch(/import a licensed file/);
  });

  it('uninstalls an imported text (kept for rollback) and refuses to remove the KJV the dictionary is built on', async () => {
    const before = await installedTexts();
    const refused = await del('/api/admin/versions/kjv?expectedGeneration=1').expect(409);
    expect(refused.body.message).toMatch(/KJV carries the dictionary's concordance/);
    await del(`/api/admin/versions/nkjv?expectedGeneration=${(await version('nkjv')).generation}`).expect(
      200,
    );
    expect((await installedTexts()).nkjv).toBeUndefined();
    const uninstalled = await version('nkjv');
    expect(uninstalled).toMatchObject({ installed: false, verseCount: 0, previous: { verseCount: 85 } });
    await post('/api/admin/versions/nkjv/rollback', { expectedGeneration: uninstalled.generation }).expect(
      200,
    );
    expect(await installedTexts()).toEqual(before);
    await del('/api/admin/versions/not_a_version?expectedGeneration=1').expect(404);
  });

  it("keeps the admin's slot metadata, shows it in the version list, and the catalogue refresh does not undo it", async () => {
    await http()
      .patch('/api/admin/versions/nkjv')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({
        name: 'New King James Version (licensed copy)',
        licence: 'Licensed to this site by Thomas Nelson, 2026',
        source: 'Publisher file',
      })
      .expect(200);
    await http()
      .patch('/api/admin/versions/nkjv')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ versification: 'xyz' })
      .expect(400);
    await ensureCatalogRows(t.app.get((await import('typeorm')).DataSource));
    expect(await version('nkjv')).toMatchObject({
      name: 'New King James Version (licensed copy)',
      licence: 'Licensed to this site by Thomas Nelson, 2026',
      metadataEdited: true,
    });
  });

  it('tells the uploader why a file does not read (400), queues nothing and changes nothing', async () => {
    const before = await installedTexts();
    const path = await upload(
      'nkjv',
      `${asvLines.slice(0, 50).join('\n')}\nthis is not a verse line\n`,
      'bad.txt',
    );
    const res = await post('/api/admin/import-bible', { version: 'nkjv', filePath: path }).expect(400);
    expect(res.body.message).toMatch(/unreadable line.*line 51/);
    expect(await installedTexts()).toEqual(before);
  });

  it('lists uploaded files and SQL-import tables by page and deletes them', async () => {
    const files = (
      await http().get('/api/admin/uploaded-files?page=1&pageSize=2').set('Cookie', admin).expect(200)
    ).body;
    // One upload of each test above.
    expect(files).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(files.items).toHaveLength(2);
    await http().get('/api/admin/uploaded-files?pageSize=1000').set('Cookie', admin).expect(400);
    await del(`/api/admin/uploaded-files/${files.items[0].name}`).expect(200);
    expect((await http().get('/api/admin/uploaded-files').set('Cookie', admin).expect(200)).body.total).toBe(
      4,
    );
    await del('/api/admin/uploaded-files/..%2Fetc%2Fpasswd').expect(400);

    await t.sql(
      `SET ROLE strongs_sql_import; CREATE TABLE bible_sql_imports.bible_verses_sample (book text, text text);
       INSERT INTO bible_sql_imports.bible_verses_sample VALUES ('Gen', 'In the beginning'); RESET ROLE`,
    );
    const tables = (await http().get('/api/admin/sql-tables').set('Cookie', admin).expect(200)).body;
    expect(tables.items).toContainEqual({ name: 'bible_verses_sample', rows: 1, size: expect.any(Number) });
    await del('/api/admin/sql-tables/bible_verses_sample').expect(200);
    await del('/api/admin/sql-tables/bible_verses_sample').expect(404);
    const user = await t.sessionCookie('user');
    await http().get('/api/admin/versions').set('Cookie', user).expect(403);
  });
});
