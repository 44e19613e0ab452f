import type { VersesRow } from '@strongs/db';
import type { VerseRecord } from '@strongs/scripture';
import { restoreNames } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';

const PAGE = 4000;

type StoredVerse = Pick<VersesRow, 'book' | 'chapter' | 'verse' | 'ord' | 'heading' | 'markup'>;

/** Reads the installed source version in canonical order and yields it with names restored. */
export async function* restoredVerses(
  manager: EntityManager,
  fromVersion: string,
): AsyncGenerator<VerseRecord> {
  let after = 0;
  for (;;) {
    const rows: StoredVerse[] = await manager.query(
      `SELECT book, chapter, verse, ord, heading, markup FROM verses
       WHERE version_code = $1 AND ord > $2 ORDER BY ord LIMIT $3`,
      [fromVersion, after, PAGE],
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const tokens = restoreNames(row.markup.tokens);
      const headingTokens = row.markup.headingTokens ? restoreNames(row.markup.headingTokens) : undefined;
      yield {
        book: row.book,
        chapter: row.chapter,
        verse: row.verse,
        text: tokens.map((t) => t.text).join(''),
        tokens,
        headingTokens,
        notes: row.markup.notes,
        // A title's names are restored as the verse's are ("the servant of the LORD" in Psalm 18).
        heading: headingTokens ? headingTokens.map((t) => t.text).join('') : (row.heading ?? undefined),
        subscription: row.markup.subscription,
        paragraph: row.markup.paragraph,
      };
    }
    after = rows[rows.length - 1].ord;
  }
}
