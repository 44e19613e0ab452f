import request from 'supertest';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';
import { asvTextBible } from '../testing/asv-text-bible';
import { importFinished, importRecord } from '../testing/queued-bible-import';

/** What the search service runs for a word search in one version (verse_search is kept by triggers). */
const SEARCH_SQL = `SELECT v.book, v.chapter, v.verse, v.text FROM verse_search s
  JOIN verses v ON v.version_code = s.version_code AND v.ord = s.ord
  WHERE s.version_code = $1 AND s.document @@ to_tsquery('simple', $2) ORDER BY v.ord`;

describe('a real .txt Bible: converted to SQL, uploaded, imported into a licensed slot, found by search', () => {
  let t: ImporterTestApp;
  let admin: string;
  const asv = asvTextBible();
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startImporterTestApp();
    admin = await t.sessionCookie('admin');
    t.startWorker();
  });
  afterAll(async () => t?.close());

  /** Uploads and imports a file, and returns its `imports` row once BullMQ has recorded the job as completed. */
  async function importFile(version: string, content: string, name: string) {
    const uploaded = await http()
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', version)
      .attach('file', Buffer.from(content), name)
      .expect(200);
    const queued = await http()
      .post('/api/admin/import-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ version, filePath: uploaded.body.file.path })
      .expect(202);
    await importFinished(t, queued.body.jobId, `the ${version} import`);
    return importRecord(t, queued.body.jobId);
  }

  it('converts the ASV text to SQL, reporting unreadable lines with their numbers', async () => {
    const text = `${asv.text}Not a verse line at all\nRevelation|22|x|bad verse number\n`;
    const res = await http()
      .post('/api/converter/convert-text-to-sql')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('tableName', 'bible_verses_asv')
      .attach('textFile', Buffer.from(text), 'asv.txt')
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      count: asv.verses,
      skippedLines: 2,
      outputFile: expect.stringMatching(/^bible_verses_asv_\d{14}_[0-9a-f]{6}\.sql$/),
    });
    expect(res.body.errors).toEqual([
      { line: asv.verses + 1, message: expect.any(String) },
      { line: asv.verses + 2, message: expect.any(String) },
    ]);
    expect(res.body.message).toMatch(
      new RegExp(
        `^Converted 31,086 verses into .*; 2 lines could not be read \\(line ${asv.verses + 1}: .*line ${asv.verses + 2}: `,
      ),
    );
    expect(asv.verses).toBe(31086);

    const list = await http().get('/api/converter/converted-files').set('Cookie', admin).expect(200);
    expect(list.body.files).toEqual([
      {
        filename: res.body.outputFile,
        size: expect.any(Number),
        created: expect.any(String),
        path: `/api/converter/download-sql/${res.body.outputFile}`,
      },
    ]);
    const download = await http()
      .get(list.body.files[0].path)
      .set('Cookie', admin)
      .buffer(true)
      .parse((r, done) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => done(null, body));
      })
      .expect(200);
    expect(download.headers['content-disposition']).toContain(res.body.outputFile);
    expect(download.body).toContain(
      "(1, 1, 'Genesis', 1, 1, 'In the beginning God created the heavens and the earth.')",
    );
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', 'x.sql']) {
      await http().get(`/api/converter/download-sql/${bad}`).set('Cookie', admin).expect(404);
    }

    // The converted file is an SQL file the SQL import accepts.
    expect((await http().get('/api/sql-files').set('Cookie', admin).expect(200)).body.files).toContain(
      res.body.outputFile,
    );
    const imported = await http()
      .post('/api/import-sql')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ filename: res.body.outputFile, tableName: 'bible_verses_asv' })
      .expect(200);
    expect(imported.body).toMatchObject({ success: true, count: asv.verses });
  });

  it('imports the .txt into the NKJV slot: every verse, installed, searchable', async () => {
    expect(await t.sql(SEARCH_SQL, ['nkjv', 'waste & void'])).toEqual([]);
    const row = await importFile('nkjv', asv.text, 'asv-as-nkjv.txt');
    expect(row.verses_imported).toBe(asv.verses);
    expect(await t.sql(`SELECT installed, verse_count FROM versions WHERE code = 'nkjv'`)).toEqual([
      { installed: true, verse_count: asv.verses },
    ]);
    expect(await t.sql(SEARCH_SQL, ['nkjv', 'waste & void & darkness'])).toContainEqual({
      book: 1,
      chapter: 1,
      verse: 2,
      text: expect.stringContaining('And the earth was waste and void'),
    });
    const status = await http().get('/api/admin/import-status').set('Cookie', admin).expect(200);
    expect(status.body.completedImports).toContainEqual({
      version: 'nkjv',
      completedAt: expect.any(String),
      versesImported: asv.verses,
      message: null,
    });
    expect(status.body.activeImports).toEqual([]);
  });

  it('imports a .sql dump into the licensed RSTNE slot', async () => {
    const lines = asv.text.split('\n').filter(Boolean).slice(0, 1533);
    const dump = [
      'CREATE TABLE `torah` (`id` int(11) NOT NULL, `book` varchar(20), `chapter` int(3), `verse` int(3), `text` text, PRIMARY KEY (`id`)) ENGINE=InnoDB;',
      ...lines.map((l, i) => {
        const [book, chapter, verse, text] = l.split('|');
        return `INSERT INTO \`torah\` VALUES (${i + 1},'${book}',${chapter},${verse},'${text.replace(/'/g, "\\'")}');`;
      }),
    ].join('\n');
    const row = await importFile('rstne', dump, 'genesis.sql');
    expect(row.verses_imported).toBe(1533);
    expect((await t.sql(SEARCH_SQL, ['rstne_licensed', 'waste & void']))[0]).toMatchObject({
      book: 1,
      chapter: 1,
      verse: 2,
    });
  });

  it('refuses a file with unreadable lines before anything is queued, leaving the installed text as it was', async () => {
    const uploaded = await http()
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', 'nkjv')
      .attach('file', Buffer.from(`Genesis|1|1|New text\nthis line is not a verse\n`), 'broken.txt')
      .expect(200);
    const refused = await http()
      .post('/api/admin/import-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ version: 'nkjv', filePath: uploaded.body.file.path })
      .expect(400);
    expect(refused.body.message).toMatch(/1 unreadable line \(line 2: /);
    expect(await t.sql(`SELECT count(*)::int AS n FROM verses WHERE version_code = 'nkjv'`)).toEqual([
      { n: asv.verses },
    ]);
    expect(
      await t.sql(
        `SELECT count(*)::int AS n FROM imports WHERE source LIKE 'upload:nkjv%' AND status <> 'completed'`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
