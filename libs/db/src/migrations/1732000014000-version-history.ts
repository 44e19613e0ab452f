import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versions with history (issue #15): the generation an import replaced is kept beside the live tables, one per
 * version, so a rollback can swap it back in one transaction. The archive has no search index and no foreign
 * keys: it is only ever copied back. `imports` learns who an error is for (the uploader's file, or the system)
 * and keeps the dry-run summary; `versions` remembers that the admin edited a slot's metadata; `sent_mails`
 * says where each e-mail went.
 */
export class VersionHistory1732000014000 implements MigrationInterface {
  name = 'VersionHistory1732000014000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE version_generations (
        version_code text PRIMARY KEY REFERENCES versions (code),
        installed boolean NOT NULL,
        verse_count integer NOT NULL,
        checksum text,
        source text,
        archived_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE archived_verses (
        version_code text NOT NULL,
        book smallint NOT NULL,
        chapter smallint NOT NULL,
        verse smallint NOT NULL,
        ord integer NOT NULL,
        text text NOT NULL,
        markup jsonb NOT NULL,
        heading text,
        PRIMARY KEY (version_code, ord)
      )`);
    await q.query(`
      CREATE TABLE archived_verse_strongs (
        version_code text NOT NULL,
        ord integer NOT NULL,
        book smallint NOT NULL,
        position smallint NOT NULL,
        strongs text NOT NULL,
        word text NOT NULL
      )`);
    await q.query(`CREATE INDEX archived_verse_strongs_by_version ON archived_verse_strongs (version_code)`);
    await q.query(`
      CREATE TABLE archived_translation_counts (
        version_code text NOT NULL,
        strongs text NOT NULL,
        translation text NOT NULL,
        count integer NOT NULL
      )`);
    await q.query(
      `CREATE INDEX archived_translation_counts_by_version ON archived_translation_counts (version_code)`,
    );
    await q.query(`ALTER TABLE imports ADD COLUMN error_kind text CHECK (error_kind IN ('input', 'system'))`);
    await q.query(`ALTER TABLE imports ADD COLUMN summary jsonb`);
    await q.query(`ALTER TABLE versions ADD COLUMN metadata_edited boolean NOT NULL DEFAULT false`);
    // The admin service's record of the mail it sent and where it went (SMTP server or outbox file).
    await q.query(`
      CREATE TABLE sent_mails (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        template_name text NOT NULL,
        delivery text NOT NULL CHECK (delivery IN ('smtp', 'outbox')),
        destination text NOT NULL,
        message_id text NOT NULL,
        preview text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS sent_mails`);
    await q.query(`ALTER TABLE versions DROP COLUMN IF EXISTS metadata_edited`);
    await q.query(`ALTER TABLE imports DROP COLUMN IF EXISTS summary`);
    await q.query(`ALTER TABLE imports DROP COLUMN IF EXISTS error_kind`);
    for (const table of [
      'archived_translation_counts',
      'archived_verse_strongs',
      'archived_verses',
      'version_generations',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
