import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kept generations of reference works (issue #29), as versions keep theirs: the transaction that replaces a work's
 * rows (an import or a rollback) first copies the live ones here under the work's generation number, so an
 * administrator can roll back. Topics are keyed by their position, not their serial id, which a restore renews.
 * Deleting a `reference_work_generations` row (the importer keeps the newest three per work) takes its rows with it.
 * `reference_work_writes` records which job wrote which generation, in the same transaction: a rollback job BullMQ
 * runs again after its commit finds its own write and restores nothing a second time.
 */
export class ReferenceWorkGenerations1766000900000 implements MigrationInterface {
  name = 'ReferenceWorkGenerations1766000900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reference_work_generations (
        work_code text NOT NULL REFERENCES reference_works (code) ON DELETE CASCADE,
        generation integer NOT NULL,
        entry_count integer NOT NULL,
        checksum text,
        published boolean NOT NULL,
        archived_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (work_code, generation)
      )`);
    const archive = (table: string, columns: string, key: string) =>
      q.query(`
        CREATE TABLE ${table} (
          work_code text NOT NULL,
          generation integer NOT NULL,
          ${columns},
          PRIMARY KEY (work_code, generation, ${key}),
          FOREIGN KEY (work_code, generation) REFERENCES reference_work_generations (work_code, generation) ON DELETE CASCADE
        )`);
    await archive(
      'archived_commentary_entries',
      `book smallint NOT NULL, chapter smallint NOT NULL, verse smallint NOT NULL, start_verse smallint NOT NULL,
       end_verse smallint NOT NULL, source_key text NOT NULL, blocks jsonb NOT NULL, block_count integer NOT NULL,
       plain_text text NOT NULL`,
      'book, chapter, verse',
    );
    await archive(
      'archived_topics',
      `position integer NOT NULL, slug text NOT NULL, name text NOT NULL, name_folded text NOT NULL,
       head_word text NOT NULL, sub_topic_count integer NOT NULL, reference_count integer NOT NULL,
       unit_count integer NOT NULL`,
      'position',
    );
    await archive(
      'archived_topic_sub_topics',
      `topic_position integer NOT NULL, position integer NOT NULL, level smallint NOT NULL, label text NOT NULL,
       first_unit integer NOT NULL, unit_count integer NOT NULL`,
      'topic_position, position',
    );
    await archive(
      'archived_topic_verse_refs',
      `topic_position integer NOT NULL, sub_topic_position integer NOT NULL, unit integer NOT NULL,
       start_ord integer NOT NULL, end_ord integer NOT NULL, whole_chapter boolean NOT NULL`,
      'topic_position, unit',
    );
    await archive(
      'archived_topic_links',
      `topic_position integer NOT NULL, sub_topic_position integer NOT NULL, position integer NOT NULL,
       target text NOT NULL, label text NOT NULL, target_slug text`,
      'topic_position, sub_topic_position, position',
    );
    await q.query(`
      CREATE TABLE reference_work_writes (
        job_id text PRIMARY KEY,
        work_code text NOT NULL REFERENCES reference_works (code) ON DELETE CASCADE,
        generation integer NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reference_work_writes`);
    for (const table of [
      'archived_topic_links',
      'archived_topic_verse_refs',
      'archived_topic_sub_topics',
      'archived_topics',
      'archived_commentary_entries',
      'reference_work_generations',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}
