import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Topical works (Nave's Topical Bible, issue #29): topics with their sub-topics in order, the verses each
 * cites as KJV ord ranges (a GiST index over the range makes "which topics cite this verse" one indexed
 * query) and "See" links between topics. Written only by the importer, in the transaction that bumps the
 * work's `reference_works.generation`.
 *
 * Pages of a topic count "units": a sub-topic is as many units as it has references (one when it has none),
 * numbered through the topic at import, so any page of a long topic is a range query.
 */
export class Topics1766000400000 implements MigrationInterface {
  name = 'Topics1766000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE topics (
        id serial PRIMARY KEY,
        work_code text NOT NULL REFERENCES reference_works (code) ON DELETE CASCADE,
        position integer NOT NULL,
        slug text NOT NULL,
        name text NOT NULL,
        -- lower case, for the A–Z list and the search field
        name_folded text NOT NULL,
        -- the name's first word, lower case: what a one-word search matches
        head_word text NOT NULL,
        sub_topic_count integer NOT NULL,
        reference_count integer NOT NULL,
        unit_count integer NOT NULL,
        UNIQUE (work_code, slug),
        UNIQUE (work_code, position)
      )`);
    await q.query(`CREATE INDEX topics_name_folded ON topics (work_code, name_folded text_pattern_ops)`);
    await q.query(`CREATE INDEX topics_name_trgm ON topics USING gin (name_folded gin_trgm_ops)`);
    await q.query(`CREATE INDEX topics_head_word ON topics (work_code, head_word)`);
    await q.query(`
      CREATE TABLE topic_sub_topics (
        topic_id integer NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
        position integer NOT NULL,
        level smallint NOT NULL CHECK (level IN (0, 1)),
        label text NOT NULL,
        first_unit integer NOT NULL,
        unit_count integer NOT NULL,
        PRIMARY KEY (topic_id, position)
      )`);
    await q.query(`CREATE INDEX topic_sub_topics_units ON topic_sub_topics (topic_id, first_unit)`);
    await q.query(`
      CREATE TABLE topic_verse_refs (
        topic_id integer NOT NULL,
        sub_topic_position integer NOT NULL,
        unit integer NOT NULL,
        start_ord integer NOT NULL,
        end_ord integer NOT NULL CHECK (end_ord >= start_ord),
        whole_chapter boolean NOT NULL,
        PRIMARY KEY (topic_id, unit),
        FOREIGN KEY (topic_id, sub_topic_position) REFERENCES topic_sub_topics (topic_id, position) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX topic_verse_refs_span ON topic_verse_refs USING gist (int4range(start_ord, end_ord, '[]'))`,
    );
    await q.query(
      `CREATE INDEX topic_verse_refs_sub_topic ON topic_verse_refs (topic_id, sub_topic_position)`,
    );
    await q.query(`
      CREATE TABLE topic_links (
        topic_id integer NOT NULL,
        sub_topic_position integer NOT NULL,
        position integer NOT NULL,
        target text NOT NULL,
        label text NOT NULL,
        target_slug text,
        PRIMARY KEY (topic_id, sub_topic_position, position),
        FOREIGN KEY (topic_id, sub_topic_position) REFERENCES topic_sub_topics (topic_id, position) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE topic_links`);
    await q.query(`DROP TABLE topic_verse_refs`);
    await q.query(`DROP TABLE topic_sub_topics`);
    await q.query(`DROP TABLE topics`);
  }
}
