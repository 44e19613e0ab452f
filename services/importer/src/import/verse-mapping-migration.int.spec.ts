import type { QueryRunner } from 'typeorm';
import { MIGRATIONS } from '@strongs/db';
import { databaseClientPerFile } from '@strongs/testing';

const ROWS = `SELECT from_ord, seq, to_ord, to_part, kind, role FROM verse_mappings
              WHERE from_scheme = 'kjv' AND to_scheme = 'mt' ORDER BY from_ord, seq`;
/** KJV Num 26:1, 1 Sam 20:42, 1 Chr 12:4: the verses an import before the fix gave only one WLC verse. */
const JOINED = [4026001, 9020042, 13012004];

describe('the migration that adds the WLC verses joining renumbered KJV verses', () => {
  const database = databaseClientPerFile('corpus');
  const migrate = async () => {
    await database.client.query('BEGIN');
    const migration = MIGRATIONS.find((m) => m.name === 'VersesJoiningRenumberedKjvVerses1765000100100')!;
    await new migration().up({
      query: (sql: string) => database.client.query(sql),
    } as unknown as QueryRunner);
    await database.client.query('COMMIT');
  };

  it('turns the rows an import before the fix wrote into the ones the importer writes now', async () => {
    const imported = (await database.client.query(ROWS)).rows;
    expect(
      imported.filter((r) => JOINED.includes(r.from_ord)).map((r) => [r.from_ord, r.seq, r.to_ord]),
    ).toEqual([
      [4026001, 0, 4025019],
      [4026001, 1, 4026001],
      [9020042, 0, 9020042],
      [9020042, 1, 9021001],
      [13012004, 0, 13012004],
      [13012004, 1, 13012005],
    ]);
    // What the importer wrote before: the same-numbered WLC verse left out, the other one first.
    await database.client.query(
      `DELETE FROM verse_mappings WHERE to_scheme = 'mt' AND from_ord = ANY($1) AND to_ord = from_ord`,
      [JOINED],
    );
    await database.client.query(
      `UPDATE verse_mappings SET seq = 0 WHERE to_scheme = 'mt' AND from_ord = ANY($1)`,
      [JOINED],
    );
    expect((await database.client.query(ROWS)).rows).toHaveLength(imported.length - 3);

    await migrate();
    expect((await database.client.query(ROWS)).rows).toEqual(imported);
    await migrate();
    expect((await database.client.query(ROWS)).rows).toEqual(imported);
  });
});
