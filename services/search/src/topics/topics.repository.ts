import { Injectable } from '@nestjs/common';
import {
  ReadDatabase,
  type TopicLinksRow,
  type TopicsRow,
  type TopicSubTopicsRow,
  type TopicVerseRefsRow,
} from '@strongs/db';

export type TopicRow = Pick<
  TopicsRow,
  'id' | 'slug' | 'name' | 'sub_topic_count' | 'reference_count' | 'unit_count'
>;

/** A sub-topic with the number of its references, all of them, whichever units the page shows. */
export type SubTopicRow = Pick<TopicSubTopicsRow, 'position' | 'level' | 'label' | 'first_unit'> & {
  reference_count: number;
};

export type VerseRefRow = Omit<TopicVerseRefsRow, 'topic_id'>;

export type LinkRow = Pick<TopicLinksRow, 'sub_topic_position' | 'target' | 'label' | 'target_slug'>;

/** A sub-topic citing a verse, with its topic. */
export type VerseTopicRow = Pick<TopicsRow, 'slug' | 'name'> & {
  topic_position: TopicsRow['position'];
} & Pick<TopicSubTopicsRow, 'position' | 'label'>;

export interface TopicListFilter {
  /** Lower case, LIKE wildcards escaped. */
  words: string | null;
  letter: string | null;
}

/** Most sub-topic rows one verse lookup reads (a verse of a whole chapter cited often meets a few hundred). */
const VERSE_ROWS_LIMIT = 2000;

const likeEscaped = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Up to `limit` topics of work `work` whose head word is one of `words`, `first` (the word as typed) first. */
export const topicsNamedBySql = (work: string, words: string, first: string, limit: string): string =>
  `SELECT slug, name FROM topics WHERE work_code = ${work} AND head_word = ANY(${words}::text[])
   ORDER BY (name_folded = ${first}) DESC, name_folded COLLATE "C", position LIMIT ${limit}`;

/** Reads of the topic tables the importer writes; all on the read replicas. */
@Injectable()
export class TopicsRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** A–Z in byte order of the folded name ("LAND" before "LAND, LAWS OF" before "LANDMARK"), not the locale's. */
  async list(
    work: string,
    filter: TopicListFilter,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: TopicRow[] }> {
    const words = filter.words === null ? null : likeEscaped(filter.words);
    const letter = filter.letter === null ? null : likeEscaped(filter.letter);
    const where = `work_code = $1 AND ($2::text IS NULL OR name_folded LIKE '%' || $2 || '%')
       AND ($3::text IS NULL OR name_folded LIKE $3 || '%')`;
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM topics WHERE ${where}`,
      [work, words, letter],
    );
    const rows: TopicRow[] = await this.db.query(
      `SELECT id, slug, name, sub_topic_count, reference_count, unit_count FROM topics WHERE ${where}
       ORDER BY ($2::text IS NOT NULL AND name_folded = $2) DESC, ($2::text IS NOT NULL AND name_folded LIKE $2 || '%') DESC,
                name_folded COLLATE "C", position
       LIMIT $4 OFFSET $5`,
      [work, words, letter, limit, offset],
    );
    return { total, rows };
  }

  async letters(work: string): Promise<string[]> {
    const rows: { letter: string }[] = await this.db.query(
      `SELECT DISTINCT upper(left(name_folded, 1)) AS letter FROM topics WHERE work_code = $1 ORDER BY 1`,
      [work],
    );
    return rows.map((r) => r.letter).filter((l) => /^[A-Z]$/.test(l));
  }

  async bySlug(work: string, slug: string): Promise<TopicRow | undefined> {
    const rows: TopicRow[] = await this.db.query(
      `SELECT id, slug, name, sub_topic_count, reference_count, unit_count FROM topics WHERE work_code = $1 AND slug = $2`,
      [work, slug],
    );
    return rows[0];
  }

  /** The sub-topics with a unit in [from, to), in order, each with its whole reference count. */
  async subTopics(topicId: number, from: number, to: number): Promise<SubTopicRow[]> {
    return this.db.query(
      `SELECT s.position, s.level, s.label, s.first_unit,
              (SELECT count(*) FROM topic_verse_refs r WHERE r.topic_id = s.topic_id AND r.sub_topic_position = s.position)::int AS reference_count
       FROM topic_sub_topics s
       WHERE s.topic_id = $1 AND s.first_unit < $3 AND s.first_unit + s.unit_count > $2
       ORDER BY s.position`,
      [topicId, from, to],
    );
  }

  async verseRefs(topicId: number, from: number, to: number): Promise<VerseRefRow[]> {
    return this.db.query(
      `SELECT sub_topic_position, unit, start_ord, end_ord, whole_chapter FROM topic_verse_refs
       WHERE topic_id = $1 AND unit >= $2 AND unit < $3 ORDER BY unit`,
      [topicId, from, to],
    );
  }

  async links(topicId: number, positions: number[]): Promise<LinkRow[]> {
    if (positions.length === 0) return [];
    return this.db.query(
      `SELECT sub_topic_position, target, label, target_slug FROM topic_links
       WHERE topic_id = $1 AND sub_topic_position = ANY($2::int[]) ORDER BY sub_topic_position, position`,
      [topicId, positions],
    );
  }

  /** Sub-topics citing the verse, alone or within a range or chapter, in topic order (one GiST lookup). */
  async citing(work: string, ord: number): Promise<VerseTopicRow[]> {
    return this.db.query(
      `SELECT t.slug, t.name, t.position AS topic_position, s.position, s.label
       FROM (SELECT DISTINCT topic_id, sub_topic_position FROM topic_verse_refs
             WHERE int4range(start_ord, end_ord, '[]') @> $2::int) r
       JOIN topics t ON t.id = r.topic_id AND t.work_code = $1
       JOIN topic_sub_topics s ON s.topic_id = r.topic_id AND s.position = r.sub_topic_position
       ORDER BY t.position, s.position
       LIMIT ${VERSE_ROWS_LIMIT}`,
      [work, ord],
    );
  }
}
