import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { adminQueryOptions } from '../lib/admin-query';

export const SQL_FILES_KEY = ['admin', 'sql-files'] as const;

/** GET /api/sql-files → {files}: names of the uploaded .sql files. */
export async function getSqlFiles(signal?: AbortSignal): Promise<string[]> {
  const body = await request<{ files?: (string | { name?: string; filename?: string })[] } | null>(
    '/api/sql-files',
    { signal },
  );
  return (body?.files ?? [])
    .map((f) => (typeof f === 'string' ? f : (f.name ?? f.filename ?? '')))
    .filter(Boolean);
}

export const sqlFilesQueryOptions = () => adminQueryOptions(SQL_FILES_KEY, getSqlFiles);

export function useSqlFiles() {
  return useQuery(sqlFilesQueryOptions());
}
