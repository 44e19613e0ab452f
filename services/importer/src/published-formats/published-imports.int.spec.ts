import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { JOB_STATEMENT_TIMEOUT_MS } from '@strongs/db';
import { resolveCorpusDir } from '@strongs/nest-common';
import { BOOKS, verseOrd } from '@strongs/scripture';
import {
  corpusVerseRows,
  delimitedFile,
  hasStrayUsfm,
  mysqldumpFile,
  osisMilestoneBible,
  pgDumpFile,
  plainLinesFile,
  strongsTagCount,
  swordImpVerses,
  usfmBible,
  type VerseRow,
  waitUntil,
} from '@strongs/testing';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

interface Outcome {
  status: 'completed' | 'failed' | 'refused';
  message: string | null;
  verses: number;
}

describe('Bible files as the publishing tools write them, imported through the API', () => {
  let t: ImporterTestApp;
  let admin: string;
  const corpus = resolveCorpusDir();
  const kjv = swordImpVerses(join(corpus, 'sword/kjv.imp.gz'));
  const asv = corpusVerseRows(join(corpus, 'english/asv.tsv.gz'));
  const name = (book: number): string => BOOKS[book - 1].name;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    // The in-process worker shares the app's pool: give it the workers' statement timeout, not the API's 5 s.
    t = await startImporterTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: JOB_STATEMENT_TIMEOUT_MS });
    admin = await t.sessionCookie('admin');
    t.startWorker();
  });
  afterAll(async () => t?.close());

  /** Upload, queue, and wait for the outcome; a file refused by a request (400) is an outcome too. */
  async function importInto(version: string, content: string, fileName: string): Promise<Outcome> {
    const uploaded = await http()
      .post('/api/admin/upload-bible')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .field('bibleVersion', version)
      .attach('file', Buffer.from(content), fileName);
    if (uploaded.status === 400) return { status: 'refused', message: uploaded.body.message, verses: 0 };
    expect(uploaded.status).toBe(200);
    const send = (confirm?: string) =>
      http()
        .post('/api/admin/import-bible')
        .set('Cookie', admin)
        .set('Origin', SITE_ORIGIN)
        .send({ version, filePath: uploaded.body.file.path, confirm });
    let queued = await send();
    // The gate asks before a replacement loses verses (the tests that replace a whole Bible with a few verses mean it).
    if (queued.status === 409) queued = await send(queued.body.summary.token);
    if (queued.status === 400) return { status: 'refused', message: queued.body.message, verses: 0 };
    expect({ status: queued.status, message: queued.body.message }).toMatchObject({ status: 202 });
    return waitUntil(
      async () => {
        const [row] = await t.sql<{ status: string; message: string | null; verses_imported: number }>(
          `SELECT status, message, verses_imported FROM imports WHERE job_id = $1`,
          [queued.body.jobId],
        );
        return row?.status === 'completed' || row?.status === 'failed'
          ? { status: row.status, message: row.message, verses: row.verses_imported }
          : undefined;
      },
      { what: `the import of ${fileName}`, timeoutMs: 240_000, everyMs: 250 },
    );
  }

  const versesOf = async (code: string) =>
    new Map(
      (
        await t.sql<{ ord: number; text: string }>(`SELECT ord, text FROM verses WHERE version_code = $1`, [
          code,
        ])
      ).map((r) => [r.ord, r.text]),
    );
  const concordanceRows = async (code: string) =>
    (
      await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM verse_strongs WHERE version_code = $1`, [
        code,
      ])
    )[0].n;
  /** Every installed text: its verse count and a checksum of its verses (text, markup, heading). */
  const installedTexts = () =>
    t.sql(`SELECT version_code, count(*)::int AS verses, md5(string_agg(text || markup::text || coalesce(heading, ''), '|' ORDER BY ord)) AS checksum
           FROM verses GROUP BY version_code ORDER BY version_code`);

  /** The ASV rows as the slot must hold them: every verse, text with its spaces collapsed. */
  function expectAsv(installed: Map<number, string>, rows: readonly VerseRow[]): void {
    expect(installed.size).toBe(rows.length);
    const wrong = rows.filter(
      (r) => installed.get(verseOrd(r.book, r.chapter, r.verse)) !== r.text.replace(/\s+/g, ' ').trim(),
    );
    expect(wrong.slice(0, 3)).toEqual([]);
  }

  it.each([
    ['an OSIS file with milestone verses', 'kjv.osis.xml', () => osisMilestoneBible(kjv)],
    ['a USFM file', 'kjv.usfm', () => usfmBible(kjv)],
  ])(
    're-imports the tagged KJV from %s: 31,102 verses as installed and all 349,308 concordance rows',
    async (_what, fileName, write) => {
      const before = await versesOf('kjv');
      const outcome = await importInto('kjv_strongs', write(), fileName);
      expect(outcome).toEqual({ status: 'completed', verses: 31_102, message: null });
      expect(await concordanceRows('kjv')).toBe(strongsTagCount(kjv));
      const after = await versesOf('kjv');
      const changed = kjv.filter(
        (v) =>
          !hasStrayUsfm(v.body) &&
          after.get(verseOrd(v.book.number, v.chapter, v.verse)) !==
            before.get(verseOrd(v.book.number, v.chapter, v.verse)),
      );
      expect(changed.slice(0, 3).map((v) => `${v.book.name} ${v.chapter}:${v.verse}`)).toEqual([]);
    },
  );

  it('imports the SWORD .imp file of the WEB as it comes from mod2imp: the same verse texts as installed', async () => {
    const before = await versesOf('web');
    const outcome = await importInto(
      'web',
      gunzipSync(readFileSync(join(corpus, 'sword/web.imp.gz'))).toString('utf8'),
      'web.imp',
    );
    expect(outcome).toMatchObject({ status: 'completed', verses: 31_104 });
    expect(await versesOf('web')).toEqual(before);
  });

  // The dumps carry the whole ASV; the spreadsheet and line formats its New Testament (every empty verse is there),
  // each into its own slot so no import replaces another's text (bench/import runs every format on a whole Bible).
  const asvNt = asv.filter((r) => r.book >= 40);
  it.each([
    ['a pg_dump (COPY ... FROM stdin)', 'asv.sql', 'pg', 'nkjv', asv],
    ['a pg_dump --inserts', 'asv-inserts.sql', 'pg-inserts', 'nkjv', asv],
    ['a mysqldump (multi-row INSERT)', 'asv.sql', 'mysql', 'nkjv', asv],
    ['a CSV with a header and quoted fields', 'asv.csv', 'csv', 'net', asvNt],
    ['a TSV with a header', 'asv.tsv', 'tsv', 'he_modern', asvNt],
    ['"Book C:V text" lines', 'asv.txt', 'lines', 'rstne', asvNt],
  ])(
    'imports the ASV from %s: every verse as the corpus has it, its 16 empty verses empty and named',
    async (_what, fileName, kind, slot, rows) => {
      const content =
        kind === 'pg' || kind === 'pg-inserts'
          ? await pgDumpFile(t.db.url, 'asv_verses', rows, { inserts: kind === 'pg-inserts' })
          : kind === 'mysql'
            ? mysqldumpFile('asv_verses', rows)
            : kind === 'csv' || kind === 'tsv'
              ? delimitedFile(rows, kind, name)
              : plainLinesFile(rows, name);
      const outcome = await importInto(slot, content, fileName);
      expect({
        ...outcome,
        message: outcome.status === 'completed' ? 'the report' : outcome.message,
      }).toEqual({ status: 'completed', verses: rows.length, message: 'the report' });
      expect(outcome.message).toMatch(
        /^16 empty verses imported as empty \(Matthew 17:21, Matthew 18:11, Matthew 23:14, Mark 7:16/,
      );
      expectAsv(await versesOf(slot === 'rstne' ? 'rstne_licensed' : slot), rows);
    },
  );

  it('skips references beyond the versification (Genesis 51:1, Jude 2:1) and names them', async () => {
    const rows: VerseRow[] = [
      asv[0],
      { book: 1, chapter: 51, verse: 1, text: 'Not a verse of Genesis.' },
      { book: 65, chapter: 2, verse: 1, text: 'Jude has one chapter.' },
      asv[1],
    ];
    const outcome = await importInto('net', plainLinesFile(rows, name), 'beyond.txt');
    expect(outcome).toMatchObject({
      status: 'completed',
      verses: 2,
      message: '2 references outside the KJV versification skipped (Genesis 51:1, Jude 2:1)',
    });
    expect([...(await versesOf('net')).keys()].sort((a, b) => a - b)).toEqual([
      verseOrd(1, 1, 1),
      verseOrd(1, 1, 2),
    ]);
  });

  it('refuses bad files with a message the admin sees, and every installed text keeps its verses and checksum', async () => {
    const before = await installedTexts();
    const osis = osisMilestoneBible(kjv.slice(0, 50));
    const refusals: [string, string, string, RegExp][] = [
      ['geneva', 'a.txt', 'Genesis 1:1 In the beginning', /^The Geneva Bible has no slot on this site yet/],
      ['__proto__', 'a.txt', 'Genesis 1:1 In the beginning', /^Unknown Bible version: __proto__/],
      ['nkjv', 'kjv.xml', osis.slice(0, osis.length / 2), /\.xml: Line \d+: /],
      [
        'nkjv',
        'hostile.sql',
        mysqldumpFile('v', asv.slice(0, 3)).replace('UNLOCK TABLES;', 'UNLOCK TABLES;\nDROP TABLE verses;'),
        /statement not allowed: DROP/,
      ],
      [
        'nkjv',
        'hostile.sql',
        `${await pgDumpFile(t.db.url, 'asv_small', asv.slice(0, 3))}\nCOPY public.asv_small TO PROGRAM 'touch /tmp/x';\n`,
        /only COPY \.\.\. FROM stdin/,
      ],
      ['nkjv', 'bad.usfm', '\\id XYZ\n\\c 1\n\\v 1 text\n', /Unknown book: XYZ/],
      [
        'nkjv',
        'bad.csv',
        'book,chapter,verse,text\nGenesis,1,1,"In the beginning\nMordor,1,1,x\n',
        /\.csv: Line \d+: Quote Not Closed/,
      ],
      [
        'nkjv',
        'bad.csv',
        'book,chapter,verse,text\nGenesis,1,1,In the beginning\nMordor,1,1,x\n',
        /1 unreadable line \(line 3: Unknown book: Mordor\)/,
      ],
    ];
    for (const [version, fileName, content, message] of refusals) {
      const outcome = await importInto(version, content, fileName);
      expect({
        fileName,
        status: outcome.status === 'completed' ? 'completed' : 'refused or failed',
      }).toEqual({ fileName, status: 'refused or failed' });
      expect(outcome.message).toMatch(message);
    }
    // The SQL import tab: a column Postgres reserves (xmin) is a 400 that names it, not a 500.
    writeFileSync(
      join(t.uploadDir, 'uploads', 'xmin.sql'),
      "CREATE TABLE t (id int, xmin int, text text);\nINSERT INTO t VALUES (1, 2, 'x');\n",
    );
    const sql = await http()
      .post('/api/import-sql')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ filename: 'xmin.sql', tableName: 'bible_verses_xmin' });
    expect(sql.status).toBe(400);
    expect(sql.body.message).toMatch(/xmin is reserved by Postgres/);
    expect(await installedTexts()).toEqual(before);
  });
});
