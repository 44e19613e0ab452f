import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The generation of each version the search engine serves (issue #27): the index worker sets it once the
 * engine has the text (Meilisearch: after the swap), so cached answers can key on what readers are served,
 * not on what was committed.
 */
export class SearchGeneration1764000400000 implements MigrationInterface {
  name = 'SearchGeneration1764000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE versions ADD COLUMN search_generation integer NOT NULL DEFAULT 0`);
    // What is installed now is indexed now (the Postgres index follows the verses at commit).
    await q.query(`UPDATE versions SET search_generation = generation`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE versions DROP COLUMN search_generation`);
  }
}
