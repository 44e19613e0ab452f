import { escapeLiteral } from 'pg';

/** A parameter as the text node-postgres sends for it: arrays as Postgres array literals, dates in ISO form. */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** A statement's parameter written into SQL: NULL, or its text quoted, typed by where it stands. */
export function sqlLiteral(value: unknown): string {
  const text = parameterText(value);
  return text === null ? 'NULL' : escapeLiteral(text);
}
