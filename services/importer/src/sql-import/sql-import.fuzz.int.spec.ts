import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

/** A phpMyAdmin-style dump of a few real verses: the shape the importer meets most. */
const DUMP = Buffer.from(`-- MySQL dump 10.13
CREATE TABLE \`asv_dump\` (
  \`id\` int(11) NOT NULL AUTO_INCREMENT,
  \`book\` varchar(8) NOT NULL DEFAULT '',
  \`chapter\` int(11) NOT NULL,
  \`verse\` int(11) NOT NULL,
  \`text\` text,
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
INSERT INTO \`asv_dump\` VALUES (1,'Gen',1,1,'In the beginning God created the heavens and the earth.'),
(2,'Gen',1,2,'And the earth was waste and void; and darkness was upon the face of the deep: and the Spirit of God moved upon the face of the waters.'),
(3,'Gen',1,3,'And God said, Let there be light: and there was light.'),(4,'John',3,16,'For God so loved the world, that he gave his only begotten Son\\'s life');
`);

const PIECES = [
  '\u0000',
  "'",
  '\\',
  ';',
  ',',
  '(',
  ')',
  '`',
  '"',
  '99999999999999999999',
  '-',
  'NULL',
  '\n',
  '/*',
  '--',
  'x',
  'é',
  '\ud800',
];
/** 1–6 edits: a byte flipped, a piece inserted, a range deleted, the tail cut. */
const damagedDump = fc
  .array(
    fc.tuple(
      fc.constantFrom('flip', 'insert', 'delete', 'cut'),
      fc.nat(),
      fc.constantFrom(...PIECES),
      fc.integer({ min: 1, max: 255 }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((edits) =>
    edits.reduce((bytes, [kind, at, piece, mask]) => {
      const i = at % (bytes.length + 1);
      if (kind === 'flip' && bytes.length)
        return Buffer.concat([
          bytes.subarray(0, i),
          Buffer.from([bytes[i % bytes.length] ^ mask]),
          bytes.subarray(i + 1),
        ]);
      if (kind === 'insert')
        return Buffer.concat([bytes.subarray(0, i), Buffer.from(piece), bytes.subarray(i)]);
      if (kind === 'delete') return Buffer.concat([bytes.subarray(0, i), bytes.subarray(i + mask)]);
      return bytes.subarray(0, i);
    }, DUMP),
  );

/**
 * Damaged dumps through the real import (parser, value checks, Postgres as the import role): each one is
 * imported or refused with a 400 that names the problem, never a 500, and nothing outside the import
 * schema changes. The hand-written hostile dumps are in sql-import.int.spec.ts.
 */
describe('SQL import of damaged dumps', () => {
  let t: ImporterTestApp;
  let admin: string;
  let run = 0;

  beforeAll(async () => {
    t = await startImporterTestApp();
    admin = await t.sessionCookie('admin');
    t.startWorker();
  });
  afterAll(async () => t?.close());

  const counts = async () =>
    (
      await t.sql<{ n: string }>(
        `SELECT (SELECT count(*) FROM verses) || '/' || (SELECT count(*) FROM users) AS n`,
      )
    )[0].n;

  it('imports or refuses each with a 400, never a 500, and touches nothing else', async () => {
    const before = await counts();
    const outcomes = new Set<number>();
    await fc.assert(
      fc.asyncProperty(damagedDump, async (dump) => {
        const filename = `fuzz_dump_${run++}.sql`;
        writeFileSync(join(t.uploadDir, 'uploads', filename), dump);
        const res = await request(t.app.getHttpServer())
          .post('/api/import-sql')
          .set('Cookie', admin)
          .set('Origin', SITE_ORIGIN)
          .send({ filename, tableName: 'fuzz_target' });
        outcomes.add(res.status);
        expect([200, 400]).toContain(res.status);
        expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 120 },
    );
    expect(await counts()).toBe(before);
    expect(outcomes).toContain(400);
  });
});
