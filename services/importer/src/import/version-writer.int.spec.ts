import { join } from 'node:path';
import { createDataSource } from '@strongs/db';
import { resolveCorpusDir } from '@strongs/nest-common';
import { readImpBible, verseOrd, type VerseRecord } from '@strongs/scripture';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import type { DataSource } from 'typeorm';
import { fileLines } from '../corpus/file-streams';
import { concordanceRows, toVerseRow } from './verse-batches';
import { replaceVersionVerses } from './version-writer';

const GENESIS_1_1 = verseOrd(1, 1, 1);
const JOHN_3_16 = verseOrd(43, 3, 16);
const PSALM_23_1 = verseOrd(19, 23, 1);

/** JSON with sorted keys and without undefined fields: jsonb keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(JSON.parse(JSON.stringify(value)), (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

describe('replacing an installed text with what differs (real corpus, tagged KJV)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let records: VerseRecord[];

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    // The test reads whole Bibles back to compare them: no production statement limit on its own reads.
    dataSource = createDataSource({ url: db.url, poolSize: 2, statementTimeoutMs: 0 });
    await dataSource.initialize();
    records = [];
    for await (const r of readImpBible(fileLines(join(resolveCorpusDir(), 'sword/kjv.imp.gz'))))
      records.push(r);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const idOf = async (ord: number): Promise<string> =>
    (await dataSource.query(`SELECT id FROM verses WHERE version_code = 'kjv' AND ord = $1`, [ord]))[0].id;

  it('rewrites only the changed verses, and leaves every verse, search document and concordance row equal to the file', async () => {
    const edited = records.map((r) => {
      const ord = verseOrd(r.book, r.chapter, r.verse);
      if (ord === GENESIS_1_1)
        return {
          ...r,
          text: 'In the beginning God made the heaven and the earth.',
          tokens: [{ text: 'In the beginning God made the heaven and the earth.' }],
        };
      if (ord === PSALM_23_1) return { ...r, tokens: r.tokens.map((t) => ({ text: t.text })) };
      return r;
    });
    const untouched = await idOf(JOHN_3_16);
    const changed = await idOf(GENESIS_1_1);

    await dataSource.transaction((m) => replaceVersionVerses(m, 'kjv', each(edited), async () => undefined));

    expect(await idOf(JOHN_3_16)).toBe(untouched);
    expect(await idOf(GENESIS_1_1)).not.toBe(changed);

    const live: { ord: number; text: string; markup: unknown; heading: string | null }[] =
      await dataSource.query(
        `SELECT ord, text, markup, heading FROM verses WHERE version_code = 'kjv' ORDER BY ord`,
      );
    const expected = edited.map(toVerseRow).sort((a, b) => a.ord - b.ord);
    expect(live).toHaveLength(31_102);
    const differing = live.filter((row, i) => {
      const want = expected[i];
      return (
        row.ord !== want.ord ||
        row.text !== want.text ||
        row.heading !== want.heading ||
        canonical(row.markup) !== canonical(want.markup)
      );
    });
    expect(differing.map((d) => d.ord).slice(0, 5)).toEqual([]);

    const rows: { ord: number; position: number; strongs: string; word: string }[] = await dataSource.query(
      `SELECT ord, position, strongs, word FROM verse_strongs WHERE version_code = 'kjv' ORDER BY ord, position, strongs`,
    );
    const key = (r: { ord: number; position: number; strongs: string; word: string }): string =>
      `${r.ord} ${r.position} ${r.strongs} ${r.word}`;
    const want = expected.flatMap(concordanceRows).map(key).sort();
    expect(rows.map(key).sort()).toEqual(want);
    expect(rows.filter((r) => r.ord === PSALM_23_1 && r.position >= 0)).toEqual([]);

    const [search] = await dataSource.query(
      `SELECT document::text AS document FROM verse_search WHERE version_code = 'kjv' AND ord = $1`,
      [GENESIS_1_1],
    );
    expect(search.document).toContain("'made'");
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM verse_search WHERE version_code = 'kjv'`,
    );
    expect(n).toBe(31_102);
    const [{ archived }] = await dataSource.query(
      `SELECT count(*)::int AS archived FROM archived_verses WHERE version_code = 'kjv'`,
    );
    expect(archived).toBe(31_102);
  });
});
