import { createDataSource } from '@strongs/db';
import { resolveCorpusDir } from '@strongs/nest-common';
import { createRedisConnection } from '@strongs/queue';
import { createTestDatabase, deleteQueueKeys, TestDatabase, uniqueQueuePrefix } from '@strongs/testing';
import type IORedis from 'ioredis';
import type { DataSource } from 'typeorm';
import { CORPUS_TEXTS } from '../corpus/corpus-catalog';
import { seedCorpus } from './seed-corpus';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('the seeded corpus (real files, real Postgres)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
    (await dataSource.query(sql, params))[0] as T;

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    dataSource = createDataSource({ url: db.url, poolSize: 3 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('holds the KJV: 31,102 verses in 66 books', async () => {
    const row = await one<{ verses: number; books: number }>(
      `SELECT count(*)::int AS verses, count(DISTINCT book)::int AS books FROM verses WHERE version_code = 'kjv'`,
    );
    expect(row).toEqual({ verses: 31102, books: 66 });
  });

  it('reads John 3:16 as the KJV prints it', async () => {
    const row = await one<{ text: string }>(
      `SELECT text FROM verses WHERE version_code = 'kjv' AND ord = 43003016`,
    );
    expect(row.text).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
  });

  it('finds H430 tagged in 2,249 KJV verses (2,605 words) and H7225 in 48 verses', async () => {
    const count = (strongs: string) =>
      one<{ verses: number; words: number }>(
        `SELECT count(DISTINCT ord)::int AS verses, count(*)::int AS words FROM verse_strongs WHERE version_code = 'kjv' AND strongs = $1`,
        [strongs],
      );
    expect(await count('H430')).toEqual({ verses: 2249, words: 2605 });
    expect((await count('H7225')).verses).toBe(48);
  });

  it("holds Strong's Hebrew (8,674 entries) and Greek (5,523) dictionaries with their relations", async () => {
    const rows: { language: string; n: number }[] = await dataSource.query(
      `SELECT language, count(*)::int AS n FROM lexicon_entries GROUP BY language ORDER BY language`,
    );
    expect(rows).toEqual([
      { language: 'greek', n: 5523 },
      { language: 'hebrew', n: 8674 },
    ]);
    const relation = await one<{ kind: string }>(
      `SELECT kind FROM lexicon_relations WHERE from_strongs = 'G26' AND to_strongs = 'G25'`,
    );
    expect(relation.kind).toBe('derives_from');
  });

  it('installs every other text with the verse count SOURCES.md gives for it', async () => {
    const rows: { code: string; verses: number }[] = await dataSource.query(
      `SELECT version_code AS code, count(*)::int AS verses FROM verses GROUP BY version_code`,
    );
    const counts = Object.fromEntries(rows.map((r) => [r.code, r.verses]));
    for (const text of CORPUS_TEXTS) {
      if (text.kind === 'bible' || text.kind === 'derived')
        expect([text.versionCode, counts[text.versionCode]]).toEqual([text.versionCode, text.expectedVerses]);
    }
    const versions: { code: string; installed: boolean; verse_count: number }[] = await dataSource.query(
      `SELECT code, installed, verse_count FROM versions ORDER BY sort_order`,
    );
    for (const v of versions) expect(v.verse_count).toBe(counts[v.code] ?? 0);
    expect(
      versions
        .filter((v) => !v.installed)
        .map((v) => v.code)
        .sort(),
    ).toEqual(['he_modern', 'net', 'nkjv', 'rstne_licensed']);
  });

  it('counts KJV translations of H7225 by rendering, two-word renderings whole ("first part", not "part")', async () => {
    const rows: { translation: string; count: number }[] = await dataSource.query(
      `SELECT translation, count FROM translation_counts WHERE version_code = 'kjv' AND strongs = 'H7225' ORDER BY count DESC`,
    );
    expect(rows[0]).toEqual({ translation: 'beginning', count: 18 });
    expect(rows.map((r) => r.translation)).toEqual(
      expect.arrayContaining(['first part', 'principal thing', 'first time']),
    );
    expect(rows.map((r) => r.translation)).not.toContain('part');
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(50);
  });

  it('derives the Restored Names edition from the KJV, labelled as derived', async () => {
    const gen = await one<{ text: string }>(
      `SELECT text FROM verses WHERE version_code = 'rstne' AND ord = 1001001`,
    );
    expect(gen.text).toBe('In the beginning Elohim created the heaven and the earth.');
    const ps = await one<{ text: string }>(
      `SELECT text FROM verses WHERE version_code = 'rstne' AND ord = 19023001`,
    );
    expect(ps.text).toMatch(/^YHWH is my shepherd/);
    const version = await one<{ kind: string; name: string }>(
      `SELECT kind, name FROM versions WHERE code = 'rstne'`,
    );
    expect(version.kind).toBe('derived');
    expect(version.name).toMatch(/derived from the KJV/);
  });

  it('loads 344,789 OpenBible.info cross references', async () => {
    expect(await one<{ n: number }>(`SELECT count(*)::int AS n FROM cross_references`)).toEqual({
      n: 344789,
    });
  });

  describe('seeding again', () => {
    let connection: IORedis;
    const prefix = uniqueQueuePrefix();

    beforeAll(() => {
      connection = createRedisConnection(REDIS_URL);
    });
    afterAll(async () => {
      connection.disconnect();
      await deleteQueueKeys(REDIS_URL, prefix);
    });

    it('changes nothing and duplicates nothing', async () => {
      const before = await one<{ verses: number; tags: number; entries: number }>(
        `SELECT (SELECT count(*) FROM verses)::int AS verses, (SELECT count(*) FROM verse_strongs)::int AS tags,
                (SELECT count(*) FROM lexicon_entries)::int AS entries`,
      );
      const results = await seedCorpus({
        dataSource,
        connection,
        prefix,
        corpusDir: resolveCorpusDir(),
        inProcessWorker: true,
        pollMs: 100,
      });
      expect(results.map((r) => [r.textId, r.current])).toEqual(CORPUS_TEXTS.map((t) => [t.id, true]));
      const after =
        await one(`SELECT (SELECT count(*) FROM verses)::int AS verses, (SELECT count(*) FROM verse_strongs)::int AS tags,
                (SELECT count(*) FROM lexicon_entries)::int AS entries`);
      expect(after).toEqual(before);
    });
  });
});
