import type {
  RollbackVersionRequest,
  VersionChangeQueuedResponse,
  VersionChangeResponse,
} from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADMIN_VERSIONS_KEY } from './get-admin-versions';
import { IMPORT_STATUS_KEY } from './get-import-status';

export interface RollbackVersionInput extends RollbackVersionRequest {
  code: string;
}

/**
 * POST /api/admin/versions/{code}/rollback: a kept generation comes back over the one the admin saw (`expectedGeneration`),
 * which is kept in turn; a 409 when the version changed since (a second click), a 202 when the job carries on.
 */
export function rollbackVersion({
  code,
  ...body
}: RollbackVersionInput): Promise<VersionChangeResponse | VersionChangeQueuedResponse> {
  return request(`/api/admin/versions/${encodeURIComponent(code)}/rollback`, { method: 'POST', body });
}

export function useRollbackVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackVersion,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_VERSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
      ]),
  });
}
