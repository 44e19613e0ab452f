import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SQL_FILES_KEY } from './get-sql-files';
import type { SqlImportResult } from './types';

export interface ImportSqlRequest {
  filename: string;
  tableName: string;
}

/** POST /api/import-sql: the server parses (never executes) the file and loads the named table. */
export function importSql(body: ImportSqlRequest): Promise<SqlImportResult> {
  return request<SqlImportResult>('/api/import-sql', { method: 'POST', body });
}

export function useImportSql() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSql,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SQL_FILES_KEY }),
  });
}
