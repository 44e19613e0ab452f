import type { VersionChangeResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADMIN_VERSIONS_KEY } from './get-admin-versions';
import { IMPORT_STATUS_KEY } from './get-import-status';

/** POST /api/admin/versions/{code}/rollback: the previous generation comes back, the current one is kept. */
export function rollbackVersion(code: string): Promise<VersionChangeResponse> {
  return request<VersionChangeResponse>(`/api/admin/versions/${encodeURIComponent(code)}/rollback`, { method: 'POST', body: {} });
}

export function useRollbackVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackVersion,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_VERSIONS_KEY }), queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY })]),
  });
}
