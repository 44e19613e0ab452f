// Read only by sql-statements.int.spec.ts: a repository whose statement names a column the schema lacks.
import type { DataSource } from 'typeorm';

export const misspeltColumn = (db: DataSource) =>
  db.query(`SELECT ord, txet FROM verses WHERE version_code = $1 LIMIT 1`, ['kjv']);
