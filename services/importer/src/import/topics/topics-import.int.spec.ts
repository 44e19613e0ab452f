import { createDataSource } from '@strongs/db';
import { resolveCorpusDir } from '@strongs/nest-common';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import type { DataSource } from 'typeorm';
import { corpusText } from '../../corpus/corpus-catalog';
import { textChecksum } from '../../corpus/text-checksum';
import { CorpusTextImporter } from '../corpus-text-importer';

describe("importing Nave's Topical Bible through the import job (real file, real Postgres)", () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let importer: CorpusTextImporter;
  let checksum: string;

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    dataSource = createDataSource({ url: db.url, poolSize: 3 });
    await dataSource.initialize();
    importer = new CorpusTextImporter({
      dataSource,
      corpusDir: resolveCorpusDir(),
      enqueueDependent: async () => undefined,
      enqueueIndex: async () => undefined,
    });
    checksum = await textChecksum(corpusText('nave'), resolveCorpusDir());
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const run = (id: string, withChecksum = checksum) =>
    importer.run({
      id,
      data: { textId: 'nave', checksum: withChecksum },
      updateProgress: async () => undefined,
    });

  /** The work's catalogue row and a fingerprint of every topic row (ids included: a rewrite gives new ones). */
  async function state() {
    const [work] = await dataSource.query(
      `SELECT kind, published, generation, entry_count, checksum, licence FROM reference_works WHERE code = 'nave'`,
    );
    const [rows] = await dataSource.query(
      `SELECT (SELECT count(*) FROM topics WHERE work_code = 'nave')::int AS topics,
              (SELECT count(*) FROM topic_sub_topics)::int AS sub_topics,
              (SELECT count(*) FROM topic_verse_refs)::int AS refs,
              (SELECT count(*) FROM topic_links)::int AS links,
              (SELECT md5(string_agg(id || slug, ',' ORDER BY id)) FROM topics) AS fingerprint`,
    );
    return { work, rows };
  }

  it('the seed published all 5,322 topics as generation 1, Public Domain', async () => {
    const { work, rows } = await state();
    expect(work).toEqual({
      kind: 'topics',
      published: true,
      generation: 1,
      entry_count: 5322,
      checksum,
      licence: 'Public Domain',
    });
    expect(rows.topics).toBe(5322);
    expect(rows.refs).toBeGreaterThan(75_000);
  });

  it('skips a second job for the same file: nothing changes and the generation stays', async () => {
    const before = await state();
    await expect(run('nave-again')).resolves.toEqual({ status: 'skipped' });
    expect(await state()).toEqual(before);
  });

  it('recognises its own commit when a job runs again before its bookkeeping was done (a killed worker)', async () => {
    const before = await state();
    // The job committed its topics but its imports row never said so: the next run must not write again.
    await dataSource.query(
      `UPDATE imports SET status = 'active', finished_at = NULL WHERE source = 'corpus:nave'`,
    );
    await expect(run('nave-rerun')).resolves.toEqual({ status: 'completed', count: 5322 });
    expect(await state()).toEqual(before);
  });

  it('rewrites the topics for a changed source, bumping the generation once', async () => {
    const before = await state();
    await expect(run('nave-changed', 'f'.repeat(64))).resolves.toEqual({ status: 'completed', count: 5322 });
    const after = await state();
    expect(after.work.generation).toBe(before.work.generation + 1);
    expect(after.rows.fingerprint).not.toBe(before.rows.fingerprint);
    expect({ ...after.rows, fingerprint: null }).toEqual({ ...before.rows, fingerprint: null });
  });
});
