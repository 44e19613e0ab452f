import type { TopicRecord } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';
import type { ReferenceWorkInfo } from '../../corpus/reference-work';
import { topicTableRows } from './topic-rows';
import { bumpWork, clearWorkForImport, lockWork } from '../reference-work-row';

const BATCH = 10_000;

async function insertBatches<T>(
  manager: EntityManager,
  rows: readonly T[],
  sql: string,
  workCode: string,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await manager.query(sql, [workCode, JSON.stringify(rows.slice(i, i + BATCH))]);
  }
}

/**
 * Replaces a topical work's topics in the caller's transaction (the replaced ones kept for rollback) as its next
 * generation.
 * A job run again after its commit finds its own checksum on the locked work row and writes nothing, so the
 * generation moves once per change of the source.
 */
export async function replaceTopics(
  manager: EntityManager,
  work: ReferenceWorkInfo,
  records: readonly TopicRecord[],
  checksum: string,
): Promise<number> {
  const state = await lockWork(manager, work, 'topics');
  if (state.checksum === checksum) return state.entryCount;
  const rows = topicTableRows(records);
  // The sub-topics, references and links go with their topics (ON DELETE CASCADE).
  await clearWorkForImport(manager, state, 'topics');
  await insertBatches(
    manager,
    rows.topics,
    `INSERT INTO topics (work_code, position, slug, name, name_folded, head_word, sub_topic_count, reference_count, unit_count)
     SELECT $1, r.* FROM json_to_recordset($2::json) AS r(position integer, slug text, name text, name_folded text,
       head_word text, sub_topic_count integer, reference_count integer, unit_count integer)`,
    work.code,
  );
  // The child tables, each keyed to its topic through the position; names here are constants, never input.
  const children: [table: string, columns: string, rows: readonly object[]][] = [
    [
      'topic_sub_topics',
      'position integer, level smallint, label text, first_unit integer, unit_count integer',
      rows.subTopics,
    ],
    [
      'topic_verse_refs',
      'sub_topic_position integer, unit integer, start_ord integer, end_ord integer, whole_chapter boolean',
      rows.verseRefs,
    ],
    [
      'topic_links',
      'sub_topic_position integer, position integer, target text, label text, target_slug text',
      rows.links,
    ],
  ];
  for (const [table, columns, childRows] of children) {
    const names = columns.split(', ').map((c) => c.split(' ')[0]);
    await insertBatches(
      manager,
      childRows,
      `INSERT INTO ${table} (topic_id, ${names.join(', ')})
       SELECT t.id, ${names.map((n) => `r.${n}`).join(', ')}
       FROM json_to_recordset($2::json) AS r(topic integer, ${columns})
       JOIN topics t ON t.work_code = $1 AND t.position = r.topic`,
      work.code,
    );
  }
  await bumpWork(manager, work, rows.topics.length, checksum);
  return rows.topics.length;
}
