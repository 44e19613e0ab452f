import { databaseClientPerFile } from '@strongs/testing';
import { createDataSource } from '../data-source';
import { SpanishFold1766000200000 } from './1766000200000-spanish-fold';

/**
 * A database indexed before the Spanish fold (ñ folded to n) gets its index rows with ñ re-folded, and
 * search_words follows; rows without ñ are left as they were.
 */
describe('migration 1766000200000: ñ kept by search_fold', () => {
  const database = databaseClientPerFile('empty');
  const migration = new SpanishFold1766000200000();

  async function withRunner(run: (q: import('typeorm').QueryRunner) => Promise<void>): Promise<void> {
    const dataSource = createDataSource({ url: database.db.url, poolSize: 1 });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    try {
      await run(runner);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }
  }

  const lexemes = async (ord: number): Promise<string[]> =>
    (
      await database.client.query<{ w: string }>(
        `SELECT unnest(tsvector_to_array(document)) AS w FROM verse_search WHERE version_code = 'xx' AND ord = $1 ORDER BY 1`,
        [ord],
      )
    ).rows.map((r) => r.w);
  const words = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await database.client.query<{ word: string; verses: number }>(
          `SELECT word, verses FROM search_words WHERE version_code = 'xx'`,
        )
      ).rows.map((r) => [r.word, r.verses]),
    );

  it('folds ñ to itself in SQL once applied (and to n again once undone)', async () => {
    const fold = async () =>
      (
        await database.client.query<{ f: string }>(
          `SELECT trim(search_fold('El AÑO del Señor, an' || chr(771) || 'o: amó su corazón')) AS f`,
        )
      ).rows[0].f;
    expect(await fold()).toBe('el año del señor año amo su corazon');
    await withRunner((q) => migration.down(q));
    expect(await fold()).toBe('el ano del senor ano amo su corazon');
    await withRunner((q) => migration.up(q));
    expect(await fold()).toBe('el año del señor año amo su corazon');
  });

  it('re-folds the index rows of verses with ñ, and their search_words counts', async () => {
    await withRunner((q) => migration.down(q));
    await database.client.query(
      `INSERT INTO books (number, osis, name, abbreviation, testament, chapters)
       VALUES (1, 'Gen', 'Genesis', 'Gen', 'OT', 50) ON CONFLICT DO NOTHING`,
    );
    await database.client.query(
      `INSERT INTO versions (code, name, abbreviation, language, kind, licence, source)
       VALUES ('xx', 'Test', 'XX', 'es', 'translation', 'test', 'test')`,
    );
    await database.client.query(
      `INSERT INTO verses (version_code, book, chapter, verse, ord, text, markup) VALUES
         ('xx', 1, 1, 1, 1001001, 'En el año primero del Señor', '{"tokens":[]}'),
         ('xx', 1, 1, 2, 1001002, 'Y amó el ano', '{"tokens":[]}'),
         ('xx', 1, 1, 3, 1001003, 'Otro año', '{"tokens":[]}')`,
    );
    expect(await lexemes(1001001)).toEqual(['ano', 'del', 'el', 'en', 'primero', 'senor']);
    expect((await words()).ano).toBe(3);

    await withRunner((q) => migration.up(q));

    expect(await lexemes(1001001)).toEqual(['año', 'del', 'el', 'en', 'primero', 'señor']);
    expect(await lexemes(1001002)).toEqual(['amo', 'ano', 'el', 'y']);
    expect(await lexemes(1001003)).toEqual(['año', 'otro']);
    const after = await words();
    expect(after.ano).toBe(1);
    expect(after['año']).toBe(2);
    expect(after['señor']).toBe(1);
    expect(after.senor).toBeUndefined();
    expect(after.amo).toBe(1);
  });
});
