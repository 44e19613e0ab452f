import { SQL_IMPORT_TABLE_PREFIX, SQL_TABLE_NAME_PATTERN } from '@strongs/contracts';

/** Spec §9: under 1 KB in bytes, under 1 MB in KB, otherwise MB; KB and MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatDate(value: string | number | undefined): string {
  if (value === undefined || value === '') return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
}

/**
 * Spec §9: bible_verses_ + the lowercase file name without .sql (as the contracts' helper), with any
 * character a Postgres identifier cannot hold turned into '_' so the default is always accepted.
 */
export function defaultSqlTableName(filename: string): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/\.sql$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  return `${SQL_IMPORT_TABLE_PREFIX}${base}`.slice(0, 63);
}

export const TABLE_NAME_PATTERN = SQL_TABLE_NAME_PATTERN;
export const TABLE_NAME_RULE =
  'Table names use lowercase letters, digits and underscores, start with a letter or underscore, and are at most 63 characters';

/** The calendar day only, as the reader's locale writes it (account creation, disabling). */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString();
}
