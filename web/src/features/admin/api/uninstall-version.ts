import type { VersionChangeResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADMIN_VERSIONS_KEY } from './get-admin-versions';

/** DELETE /api/admin/versions/{code}: uninstalls the text (kept as its previous generation). */
export function uninstallVersion(code: string): Promise<VersionChangeResponse> {
  return request<VersionChangeResponse>(`/api/admin/versions/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

export function useUninstallVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uninstallVersion, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERSIONS_KEY }) });
}
