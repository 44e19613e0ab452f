import type { VersionChangeQueuedResponse, VersionChangeResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADMIN_VERSIONS_KEY } from './get-admin-versions';

export interface UninstallVersionInput {
  code: string;
  /** The generation the admin saw: a version changed since (a second click) is refused with 409. */
  expectedGeneration: number;
}

/** DELETE /api/admin/versions/{code}: uninstalls the text (kept as its previous generation). */
export function uninstallVersion({
  code,
  expectedGeneration,
}: UninstallVersionInput): Promise<VersionChangeResponse | VersionChangeQueuedResponse> {
  return request(`/api/admin/versions/${encodeURIComponent(code)}`, {
    method: 'DELETE',
    params: { expectedGeneration },
  });
}

export function useUninstallVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uninstallVersion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERSIONS_KEY }),
  });
}
