import type {
  ReferenceWorkChangeResponse,
  RollbackReferenceWorkRequest,
  VersionChangeQueuedResponse,
} from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADMIN_REFERENCE_WORKS_KEY } from './get-admin-reference-works';
import { IMPORT_STATUS_KEY } from './get-import-status';

export type ReferenceWorkChange =
  | ({ code: string; action: 'rollback' } & RollbackReferenceWorkRequest)
  | { code: string; action: 'publish' | 'unpublish'; expectedGeneration: number };

/**
 * POST /api/admin/reference-works/{code}/rollback, /publish or /unpublish over the generation the admin saw: a 409
 * when the work changed since (a second click), a 202 when a rollback's job carries on.
 */
export function changeReferenceWork({
  code,
  action,
  ...body
}: ReferenceWorkChange): Promise<ReferenceWorkChangeResponse | VersionChangeQueuedResponse> {
  return request(`/api/admin/reference-works/${encodeURIComponent(code)}/${action}`, {
    method: 'POST',
    body,
  });
}

export function useChangeReferenceWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReferenceWork,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REFERENCE_WORKS_KEY }),
        queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
      ]),
  });
}
