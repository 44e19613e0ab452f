import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The KJV's English over each original word (issue #28), aligned at import from the CrossWire KJV:
 * NULL where the KJV leaves the word untranslated (the article, את, many prefixes). Kept generations keep it too.
 */
export class OriginalWordsEnglish1764000500000 implements MigrationInterface {
  name = 'OriginalWordsEnglish1764000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE original_words ADD COLUMN english text`);
    await q.query(`ALTER TABLE archived_original_words ADD COLUMN english text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE archived_original_words DROP COLUMN english`);
    await q.query(`ALTER TABLE original_words DROP COLUMN english`);
  }
}
