import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Content, StoredPassage } from './study-item-rules';
import type { StudyKindSpec } from './study-kinds';

export type StudyRow = Record<string, unknown> & { id: number };

export interface StudyFilter {
  book?: number;
  chapter?: number;
  /** Words anywhere in the item's text (a note's body, a bookmark's label or folder). */
  q?: string;
  /** Items covering any of these verses (verseOrd). */
  ords?: number[];
}

type Runner = Pick<EntityManager, 'query'>;

const columnsOf = (spec: StudyKindSpec): string =>
  `id, book, chapter, verse, end_verse AS "endVerse", ${spec.fields.map((f) => f.select).join(', ')},
   created_at AS "createdAt", updated_at AS "updatedAt"`;

const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The study tables. Every statement names the user: an id of another user's item matches no row.
 * Table and column names come from STUDY_KINDS, never from a request.
 */
@Injectable()
export class StudyRepository {
  constructor(private readonly db: DataSource) {}

  async list(
    spec: StudyKindSpec,
    userId: number,
    filter: StudyFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: StudyRow[]; total: number }> {
    const text = spec.fields.map((f) => f.column).join(`, ' ', `);
    const where = `user_id = $1 AND ($2::int IS NULL OR book = $2) AND ($3::int IS NULL OR chapter = $3)
      AND ($4::text IS NULL OR concat(${text}) ILIKE $4)
      AND ($5::int[] IS NULL OR EXISTS (SELECT 1 FROM unnest($5::int[]) AS o WHERE o BETWEEN start_ord AND end_ord))`;
    const params = [
      userId,
      filter.book ?? null,
      filter.chapter ?? null,
      filter.q ? likePattern(filter.q) : null,
      filter.ords ?? null,
    ];
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM ${spec.table} WHERE ${where}`,
      params,
    );
    const rows: StudyRow[] = await this.db.query(
      `SELECT ${columnsOf(spec)} FROM ${spec.table} WHERE ${where} ORDER BY start_ord, end_ord, id LIMIT $6 OFFSET $7`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { rows, total };
  }

  async all(spec: StudyKindSpec, userId: number): Promise<StudyRow[]> {
    return this.db.query(
      `SELECT ${columnsOf(spec)} FROM ${spec.table} WHERE user_id = $1 ORDER BY start_ord, id`,
      [userId],
    );
  }

  /** Runs `work` with the user's row locked, so two requests cannot both pass a limit. */
  async forUser<T>(userId: number, work: (tx: Runner) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
      return work(tx);
    });
  }

  async count(tx: Runner, spec: StudyKindSpec, userId: number): Promise<number> {
    const [{ n }]: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM ${spec.table} WHERE user_id = $1`,
      [userId],
    );
    return n;
  }

  /** The item, or the same one already there (a highlight of the same verses takes the new colour). */
  async upsert(
    tx: Runner,
    spec: StudyKindSpec,
    userId: number,
    passage: StoredPassage,
    content: Content,
  ): Promise<{ row: StudyRow; inserted: boolean }> {
    const cols = spec.fields.map((f) => f.column);
    const values = spec.fields.map((f) => content[f.name] ?? f.absent ?? '');
    const changed = cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
    const [row]: (StudyRow & { inserted: boolean })[] = await tx.query(
      `INSERT INTO ${spec.table} AS t (user_id, book, chapter, verse, end_verse, start_ord, end_ord, ${cols.join(', ')})
       VALUES ($1, $2, $3, $4, $5, $6, $7, ${cols.map((_, i) => `$${i + 8}`).join(', ')})
       ON CONFLICT ${spec.conflict} DO UPDATE SET ${changed},
         updated_at = CASE WHEN (${cols.map((c) => `t.${c}`).join(', ')}, '') IS DISTINCT FROM
           (${cols.map((c) => `EXCLUDED.${c}`).join(', ')}, '') THEN now() ELSE t.updated_at END
       RETURNING ${columnsOf(spec)}, (xmax = 0) AS inserted`,
      [
        userId,
        passage.book,
        passage.chapter,
        passage.verse,
        passage.endVerse,
        passage.startOrd,
        passage.endOrd,
        ...values,
      ],
    );
    const { inserted, ...item } = row;
    return { row: item as StudyRow, inserted };
  }

  /** Inserts what is not there yet, in one statement; answers how many were new. */
  async insertMissing(
    tx: Runner,
    spec: StudyKindSpec,
    userId: number,
    items: { passage: StoredPassage; content: Content }[],
  ): Promise<number> {
    if (items.length === 0) return 0;
    const cols = spec.fields.map((f) => f.column);
    const records = items.map(({ passage: p, content }) => ({
      book: p.book,
      chapter: p.chapter,
      verse: p.verse,
      end_verse: p.endVerse,
      start_ord: p.startOrd,
      end_ord: p.endOrd,
      ...Object.fromEntries(spec.fields.map((f) => [f.column, content[f.name] ?? f.absent ?? ''])),
    }));
    const rows: unknown[] = await tx.query(
      `INSERT INTO ${spec.table} (user_id, book, chapter, verse, end_verse, start_ord, end_ord, ${cols.join(', ')})
       SELECT $1, book, chapter, verse, end_verse, start_ord, end_ord, ${cols.join(', ')}
       FROM jsonb_to_recordset($2::jsonb) AS x(book int, chapter int, verse int, end_verse int, start_ord int,
         end_ord int, ${cols.map((c) => `${c} text`).join(', ')})
       ON CONFLICT DO NOTHING RETURNING id`,
      [userId, JSON.stringify(records)],
    );
    return rows.length;
  }

  async update(spec: StudyKindSpec, userId: number, id: number, content: Content): Promise<StudyRow | null> {
    const fields = spec.fields.filter((f) => content[f.name] !== undefined);
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [StudyRow[], number] = await this.db.query(
      `UPDATE ${spec.table} SET ${fields.map((f, i) => `${f.column} = $${i + 3}`).join(', ')}, updated_at = now()
       WHERE user_id = $1 AND id = $2 RETURNING ${columnsOf(spec)}`,
      [userId, id, ...fields.map((f) => content[f.name])],
    );
    return rows[0] ?? null;
  }

  async remove(spec: StudyKindSpec, userId: number, id: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(
      `DELETE FROM ${spec.table} WHERE user_id = $1 AND id = $2`,
      [userId, id],
    );
    return affected > 0;
  }
}
