import type { ImportBibleRequest, ImportBibleResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { IMPORT_STATUS_KEY } from './get-import-status';

export type StartImportRequest = ImportBibleRequest;

/** POST /api/admin/import-bible: queues the import of an uploaded file. */
export function startImport(body: StartImportRequest): Promise<Partial<ImportBibleResponse> | undefined> {
  return request<Partial<ImportBibleResponse> | undefined>('/api/admin/import-bible', {
    method: 'POST',
    body,
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
  });
}
