import { Injectable } from '@nestjs/common';
import type { SystemSetting } from '@strongs/contracts';
import { ReadDatabase, type SystemSettingsRow, type VersionsRow } from '@strongs/db';
import { DataSource } from 'typeorm';

export type NewSetting = Omit<SystemSetting, 'updatedAt'>;

const toSetting = (r: SystemSettingsRow): SystemSetting => ({
  key: r.key,
  value: r.value,
  category: r.category,
  dataType: r.data_type,
  label: r.label,
  description: r.description,
  defaultValue: r.default_value,
  options: r.options,
  isProtected: r.is_protected,
  isSystem: r.is_system,
  updatedAt: r.updated_at.toISOString(),
});

/** The administrator's reads and every write use the primary; only the public subset is read from a replica. */
@Injectable()
export class SettingsRepository {
  constructor(
    private readonly db: DataSource,
    private readonly reads: ReadDatabase,
  ) {}

  async categories(): Promise<string[]> {
    const rows: Pick<SystemSettingsRow, 'category'>[] = await this.db.query(
      'SELECT DISTINCT category FROM system_settings ORDER BY category',
    );
    return rows.map((r) => r.category);
  }

  async inCategory(category: string): Promise<SystemSetting[]> {
    const rows: SystemSettingsRow[] = await this.db.query(
      'SELECT * FROM system_settings WHERE category = $1 ORDER BY label, key',
      [category],
    );
    return rows.map(toSetting);
  }

  /** What anyone may read (`GET /api/system-settings/public`): a second stale is fine. */
  async findPublic(keys: readonly string[]): Promise<SystemSetting[]> {
    const rows: SystemSettingsRow[] = await this.reads.query(
      'SELECT * FROM system_settings WHERE key = ANY($1) ORDER BY key',
      [keys],
    );
    return rows.map(toSetting);
  }

  async find(key: string): Promise<SystemSetting | null> {
    const rows: SystemSettingsRow[] = await this.db.query('SELECT * FROM system_settings WHERE key = $1', [
      key,
    ]);
    return rows[0] ? toSetting(rows[0]) : null;
  }

  async updateValue(key: string, value: string): Promise<SystemSetting> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [rows]: [SystemSettingsRow[], number] = await this.db.query(
      'UPDATE system_settings SET value = $2, updated_at = now() WHERE key = $1 RETURNING *',
      [key, value],
    );
    return toSetting(rows[0]);
  }

  /** Null when the key is taken. */
  async insert(s: NewSetting): Promise<SystemSetting | null> {
    const rows: SystemSettingsRow[] = await this.db.query(
      `INSERT INTO system_settings (key, value, category, data_type, label, description, default_value, options, is_protected, is_system)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (key) DO NOTHING RETURNING *`,
      [
        s.key,
        s.value,
        s.category,
        s.dataType,
        s.label,
        s.description,
        s.defaultValue,
        s.options,
        s.isProtected,
        s.isSystem,
      ],
    );
    return rows[0] ? toSetting(rows[0]) : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.query('DELETE FROM system_settings WHERE key = $1', [key]);
  }

  /** Codes of the installed versions: what default_version may name (the versions table is the importer's; read only). */
  async installedVersions(): Promise<string[]> {
    const rows: Pick<VersionsRow, 'code'>[] = await this.db.query(
      // Visitors are answered from the default version: one only administrators see cannot be it.
      `SELECT code FROM versions WHERE installed AND published ORDER BY sort_order, code`,
    );
    return rows.map((r) => r.code);
  }
}
