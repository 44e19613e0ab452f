import { readSqlDump } from '@strongs/scripture';
import { verseSqlLines } from './sql-text-writer';

describe('verseSqlLines', () => {
  it('writes SQL that the dump reader reads back exactly, quotes and backslashes included', () => {
    const verses = [
      { book: 1, chapter: 1, verse: 1, text: 'In the beginning', tokens: [] },
      { book: 43, chapter: 3, verse: 16, text: "God's \\ love; -- /* not */ 'so'", tokens: [] },
    ];
    const sql = [
      ...verseSqlLines('bible_verses_custom', verses, ['a header\nwith a newline; DROP TABLE x']),
    ].join('');
    const dump = readSqlDump(sql);
    expect(dump.table).toBe('bible_verses_custom');
    expect(dump.rows).toEqual([
      [1, 1, 'Genesis', 1, 1, 'In the beginning'],
      [2, 43, 'John', 3, 16, "God's \\ love; -- /* not */ 'so'"],
    ]);
  });
});
