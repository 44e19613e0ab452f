import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reader's personal study (issue #30), owned by services/auth. Every row belongs to one user and goes
 * with the account (ON DELETE CASCADE). A passage is a range of KJV verse ordinals inside one chapter,
 * kept beside its book/chapter/verse so a chapter's items are one indexed read. The unique indexes are
 * what makes an import idempotent: the same item imported twice is one row.
 */
export class PersonalStudy1766000600000 implements MigrationInterface {
  name = 'PersonalStudy1766000600000';

  async up(q: QueryRunner): Promise<void> {
    const passage = `
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book smallint NOT NULL CHECK (book BETWEEN 1 AND 66),
        chapter smallint NOT NULL CHECK (chapter >= 1),
        verse smallint NOT NULL CHECK (verse >= 1),
        end_verse smallint NOT NULL,
        start_ord integer NOT NULL,
        end_ord integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_verse >= verse AND end_ord >= start_ord)`;
    await q.query(`
      CREATE TABLE study_highlights (${passage},
        colour text NOT NULL CHECK (colour IN ('yellow', 'green', 'blue', 'pink', 'purple'))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX study_highlights_passage ON study_highlights (user_id, start_ord, end_ord)`,
    );
    await q.query(`
      CREATE TABLE study_notes (${passage},
        body text NOT NULL CHECK (octet_length(body) BETWEEN 1 AND 20480)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX study_notes_same ON study_notes (user_id, start_ord, end_ord, md5(body))`,
    );
    await q.query(`
      CREATE TABLE study_bookmarks (${passage},
        label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 200),
        folder text NOT NULL DEFAULT '' CHECK (char_length(folder) <= 100)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX study_bookmarks_same ON study_bookmarks (user_id, start_ord, end_ord, label, folder)`,
    );
    for (const table of ['study_highlights', 'study_notes', 'study_bookmarks'])
      await q.query(`CREATE INDEX ${table}_chapter ON ${table} (user_id, book, chapter, start_ord)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS study_bookmarks, study_notes, study_highlights`);
  }
}
