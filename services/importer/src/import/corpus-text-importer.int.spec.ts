import { createDataSource } from '@strongs/db';
import { resolveCorpusDir } from '@strongs/nest-common';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { corpusText } from '../corpus/corpus-catalog';
import { textChecksum } from '../corpus/text-checksum';
import { CorpusTextImporter } from './corpus-text-importer';

/** A corpus folder that links to the real one except for a replaced `sword/kjv.imp.gz`. */
function corpusWithKjv(bytes: Buffer): string {
  const real = resolveCorpusDir();
  const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
  for (const entry of readdirSync(real))
    if (entry !== 'sword') symlinkSync(join(real, entry), join(dir, entry));
  mkdirSync(join(dir, 'sword'));
  for (const entry of readdirSync(join(real, 'sword'))) {
    if (entry !== 'kjv.imp.gz') symlinkSync(join(real, 'sword', entry), join(dir, 'sword', entry));
  }
  writeFileSync(join(dir, 'sword/kjv.imp.gz'), bytes);
  return dir;
}

describe('importing a damaged KJV file', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const realKjv = readFileSync(join(resolveCorpusDir(), 'sword/kjv.imp.gz'));
  const dirs: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    dataSource = createDataSource({ url: db.url, poolSize: 3 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function importKjvFrom(bytes: Buffer, jobId: string): Promise<unknown> {
    const corpusDir = corpusWithKjv(bytes);
    dirs.push(corpusDir);
    const importer = new CorpusTextImporter({
      dataSource,
      corpusDir,
      enqueueDependent: async () => undefined,
      enqueueIndex: async () => undefined,
    });
    const checksum = await textChecksum(corpusText('kjv'), corpusDir);
    return importer.run({
      id: jobId,
      data: { textId: 'kjv', checksum },
      updateProgress: async () => undefined,
    });
  }

  async function kjvState(): Promise<{ verses: number; john: string }> {
    const [row] = await dataSource.query(
      `SELECT (SELECT count(*) FROM verses WHERE version_code = 'kjv')::int AS verses,
              (SELECT text FROM verses WHERE version_code = 'kjv' AND ord = 43003016) AS john`,
    );
    return row;
  }

  it('fails a truncated gzip with a clear message and keeps the installed KJV', async () => {
    const before = await kjvState();
    await expect(
      importKjvFrom(realKjv.subarray(0, Math.floor(realKjv.length / 2)), 'truncated-gzip'),
    ).rejects.toThrow(/unexpected end of file/i);
    const [row] = await dataSource.query(
      `SELECT status, message FROM imports WHERE job_id = 'truncated-gzip'`,
    );
    expect(row.status).toBe('failed');
    expect(row.message).toMatch(/^King James Version: .*unexpected end of file/i);
    expect(await kjvState()).toEqual(before);
    expect(before.verses).toBe(31102);
  });

  it('fails a file cut short at a verse boundary, naming the counts, and keeps the installed KJV', async () => {
    const lines = gunzipSync(realKjv).toString('utf8').split('\n');
    const cut = gzipSync(lines.slice(0, 20000).join('\n'));
    const before = await kjvState();
    await expect(importKjvFrom(cut, 'short-file')).rejects.toThrow(/expected 31,102 verses, read [\d,]+/);
    const [row] = await dataSource.query(`SELECT status, message FROM imports WHERE job_id = 'short-file'`);
    expect(row.status).toBe('failed');
    expect(await kjvState()).toEqual(before);
  });
});
