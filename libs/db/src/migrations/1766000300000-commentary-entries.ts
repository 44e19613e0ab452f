import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commentary entries (issue #29): one row per keyed comment of a work in `reference_works`, with the
 * verses it covers inside its chapter (`start_verse`..`end_verse`; 0..0 for a chapter introduction,
 * chapter 0 for a book introduction), its text as our own blocks of runs (`blocks`, never markup) and
 * its plain text for search. "The comments covering John 3:16" is one probe of `(book, chapter,
 * start_verse)`: a chapter holds a few dozen entries at most.
 */
export class CommentaryEntries1766000300000 implements MigrationInterface {
  name = 'CommentaryEntries1766000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE commentary_entries (
        id bigserial PRIMARY KEY,
        work_code text NOT NULL REFERENCES reference_works (code) ON DELETE CASCADE,
        book smallint NOT NULL CHECK (book BETWEEN 1 AND 66),
        chapter smallint NOT NULL CHECK (chapter >= 0),
        verse smallint NOT NULL CHECK (verse >= 0),
        start_verse smallint NOT NULL,
        end_verse smallint NOT NULL,
        source_key text NOT NULL,
        blocks jsonb NOT NULL,
        block_count integer NOT NULL,
        plain_text text NOT NULL,
        search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', plain_text)) STORED,
        UNIQUE (work_code, book, chapter, verse),
        CHECK (start_verse <= end_verse)
      )`);
    await q.query(
      `CREATE INDEX commentary_entries_covering ON commentary_entries (book, chapter, start_verse, end_verse)`,
    );
    await q.query(`CREATE INDEX commentary_entries_search ON commentary_entries USING gin (search_vector)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE commentary_entries`);
  }
}
