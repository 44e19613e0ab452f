import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SystemSettingsRow } from './rows/system-settings-row';

/** A changed setting reaches every service within this time without any messaging between them. */
const FRESH_MS = 5_000;

/**
 * Typed reads of the `system_settings` rows (owned by the admin service) for any service: default
 * version, page sizes, registration, analytics ... A missing row or an unparsable value gives the
 * caller's fallback, so a service keeps working whatever an administrator stored. It reads the primary,
 * not a replica: after `forget()` the admin's own process must see the value it just wrote, and the
 * 5 s cache already keeps the load negligible.
 */
@Injectable()
export class SystemSettingsReader {
  private cache?: { at: number; values: Promise<Map<string, string>> };

  constructor(private readonly db: DataSource) {}

  async text(key: string, fallback: string): Promise<string> {
    return (await this.values()).get(key) || fallback;
  }

  async number(key: string, fallback: number): Promise<number> {
    const raw = (await this.values()).get(key);
    const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(value) ? value : fallback;
  }

  async flag(key: string, fallback: boolean): Promise<boolean> {
    const raw = (await this.values()).get(key);
    return raw === 'true' ? true : raw === 'false' ? false : fallback;
  }

  /** The writer calls this after a change so its own process sees the new value at once. */
  forget(): void {
    this.cache = undefined;
  }

  private values(): Promise<Map<string, string>> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > FRESH_MS) {
      const values = this.load();
      this.cache = { at: now, values };
      values.catch(() => (this.cache = undefined));
    }
    return this.cache.values;
  }

  private async load(): Promise<Map<string, string>> {
    const rows: Pick<SystemSettingsRow, 'key' | 'value'>[] = await this.db.query(
      'SELECT key, value FROM system_settings',
    );
    return new Map(rows.map((r) => [r.key, r.value]));
  }
}
