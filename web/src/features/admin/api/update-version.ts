import type { UpdateVersionMetadataRequest, VersionChangeResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADMIN_VERSIONS_KEY } from './get-admin-versions';

/** PATCH /api/admin/versions/{code}: the slot's name, source, licence, credit and versification. */
export function updateVersion({
  code,
  ...change
}: UpdateVersionMetadataRequest & { code: string }): Promise<VersionChangeResponse> {
  return request<VersionChangeResponse>(`/api/admin/versions/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: change,
  });
}

export function useUpdateVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERSIONS_KEY }),
  });
}
