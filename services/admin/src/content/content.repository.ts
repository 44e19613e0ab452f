import { Injectable } from '@nestjs/common';
import type { Advertisement, ContentBox, CustomPage } from '@strongs/contracts';
import { ReadDatabase } from '@strongs/db';
import { DataSource } from 'typeorm';

type Row = Record<string, unknown> & { created_at: Date; updated_at: Date };

/** Column (snake_case) ↔ field (camelCase) of the writable fields of one content table. */
interface TableShape {
  table: 'advertisements' | 'content_boxes' | 'custom_pages';
  columns: Record<string, string>;
}

/**
 * SQL around one of the three content tables; table and column names are constants, values are parameters.
 * What visitors see (active items, published pages) is read from a replica when there is one; the
 * administrator's lists and every write use the primary, so an editor sees their change at once.
 */
class ContentTable<T extends { id: number }> {
  constructor(
    private readonly db: DataSource,
    private readonly reads: ReadDatabase,
    private readonly shape: TableShape,
  ) {}

  private toItem(row: Row): T {
    const item: Record<string, unknown> = { id: row.id };
    for (const [column, field] of Object.entries(this.shape.columns)) item[field] = row[column];
    item.createdAt = row.created_at.toISOString();
    item.updatedAt = row.updated_at.toISOString();
    return item as T;
  }

  async list(filter: { position?: string } = {}): Promise<T[]> {
    const rows: Row[] = await this.db.query(
      `SELECT * FROM ${this.shape.table} ${filter.position ? 'WHERE position = $1' : ''} ORDER BY id`,
      filter.position ? [filter.position] : [],
    );
    return rows.map((r) => this.toItem(r));
  }

  /** The active items visitors see, optionally at one position. */
  async listActive(position?: string): Promise<T[]> {
    const rows: Row[] = await this.reads.query(
      `SELECT * FROM ${this.shape.table} WHERE active AND ($1::text IS NULL OR position = $1) ORDER BY id`,
      [position ?? null],
    );
    return rows.map((r) => this.toItem(r));
  }

  async findBy(column: 'id' | 'slug', value: unknown): Promise<T | null> {
    const rows: Row[] = await this.db.query(`SELECT * FROM ${this.shape.table} WHERE ${column} = $1`, [
      value,
    ]);
    return rows[0] ? this.toItem(rows[0]) : null;
  }

  /** An active item by slug, as a visitor asks for it. */
  async findActiveBySlug(slug: string): Promise<T | null> {
    const rows: Row[] = await this.reads.query(
      `SELECT * FROM ${this.shape.table} WHERE slug = $1 AND active`,
      [slug],
    );
    return rows[0] ? this.toItem(rows[0]) : null;
  }

  async insert(fields: Omit<T, 'id' | 'createdAt' | 'updatedAt'>): Promise<T> {
    const columns = Object.keys(this.shape.columns);
    const values = columns.map((c) => (fields as Record<string, unknown>)[this.shape.columns[c]] ?? null);
    const rows: Row[] = await this.db.query(
      `INSERT INTO ${this.shape.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      values,
    );
    return this.toItem(rows[0]);
  }

  async update(id: number, fields: Omit<T, 'id' | 'createdAt' | 'updatedAt'>): Promise<T | null> {
    const columns = Object.keys(this.shape.columns);
    const values = columns.map((c) => (fields as Record<string, unknown>)[this.shape.columns[c]] ?? null);
    // TypeORM answers an UPDATE or DELETE with [rows, affected].
    const [rows]: [Row[], number] = await this.db.query(
      `UPDATE ${this.shape.table} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id, ...values],
    );
    return rows[0] ? this.toItem(rows[0]) : null;
  }

  async delete(id: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db.query(
      `DELETE FROM ${this.shape.table} WHERE id = $1 RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }
}

@Injectable()
export class AdvertisementsRepository extends ContentTable<Advertisement> {
  constructor(db: DataSource, reads: ReadDatabase) {
    super(db, reads, {
      table: 'advertisements',
      columns: {
        title: 'title',
        content: 'content',
        position: 'position',
        link_url: 'linkUrl',
        active: 'active',
      },
    });
  }
}

@Injectable()
export class ContentBoxesRepository extends ContentTable<ContentBox> {
  constructor(db: DataSource, reads: ReadDatabase) {
    super(db, reads, {
      table: 'content_boxes',
      columns: { title: 'title', content: 'content', position: 'position', active: 'active' },
    });
  }
}

@Injectable()
export class CustomPagesRepository extends ContentTable<CustomPage> {
  constructor(db: DataSource, reads: ReadDatabase) {
    super(db, reads, {
      table: 'custom_pages',
      columns: { title: 'title', slug: 'slug', content: 'content', active: 'active' },
    });
  }
}
