import type { ReferenceWorkKind } from '@strongs/contracts';

/**
 * A live table of a reference work's rows and the archive it is kept in. A `perTopic` table is keyed to its
 * topic by the serial `topic_id`, which a restore renews: its archive keeps the topic's position instead.
 */
export interface WorkTable {
  live: string;
  archive: string;
  columns: string;
  perTopic?: true;
}

/** Each kind's tables, parents first (a restore inserts in this order; deleting the first takes the rest). */
export const WORK_TABLES: Record<ReferenceWorkKind, readonly WorkTable[]> = {
  commentary: [
    {
      live: 'commentary_entries',
      archive: 'archived_commentary_entries',
      columns: 'book, chapter, verse, start_verse, end_verse, source_key, blocks, block_count, plain_text',
    },
  ],
  topics: [
    {
      live: 'topics',
      archive: 'archived_topics',
      columns: 'position, slug, name, name_folded, head_word, sub_topic_count, reference_count, unit_count',
    },
    {
      live: 'topic_sub_topics',
      archive: 'archived_topic_sub_topics',
      columns: 'position, level, label, first_unit, unit_count',
      perTopic: true,
    },
    {
      live: 'topic_verse_refs',
      archive: 'archived_topic_verse_refs',
      columns: 'sub_topic_position, unit, start_ord, end_ord, whole_chapter',
      perTopic: true,
    },
    {
      live: 'topic_links',
      archive: 'archived_topic_links',
      columns: 'sub_topic_position, position, target, label, target_slug',
      perTopic: true,
    },
  ],
};

const prefixed = (alias: string, columns: string): string =>
  columns
    .split(', ')
    .map((c) => `${alias}.${c}`)
    .join(', ');

/** Copies a work's live rows of `t` into its archive under generation $2 (work code $1). */
export function archiveStatement(t: WorkTable): string {
  return t.perTopic
    ? `INSERT INTO ${t.archive} (work_code, generation, topic_position, ${t.columns})
       SELECT $1, $2, t.position, ${prefixed('l', t.columns)} FROM ${t.live} l JOIN topics t ON t.id = l.topic_id
       WHERE t.work_code = $1`
    : `INSERT INTO ${t.archive} (work_code, generation, ${t.columns})
       SELECT $1, $2, ${t.columns} FROM ${t.live} WHERE work_code = $1`;
}

/** Copies archived generation $2 of work $1 back into the live table `t` (its parents restored first). */
export function restoreStatement(t: WorkTable): string {
  return t.perTopic
    ? `INSERT INTO ${t.live} (topic_id, ${t.columns})
       SELECT t.id, ${prefixed('a', t.columns)} FROM ${t.archive} a
       JOIN topics t ON t.work_code = a.work_code AND t.position = a.topic_position
       WHERE a.work_code = $1 AND a.generation = $2`
    : `INSERT INTO ${t.live} (work_code, ${t.columns})
       SELECT $1, ${t.columns} FROM ${t.archive} WHERE work_code = $1 AND generation = $2`;
}
