import type { PublishVersionRequest, VersionPublicationResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { VERSIONS_KEY } from '../../../lib/versions';
import { ADMIN_VERSIONS_KEY } from './get-admin-versions';

export type PublicationInput =
  ({ code: string; action: 'publish' } & PublishVersionRequest) | { code: string; action: 'unpublish' };

/**
 * POST /api/admin/versions/{code}/publish (with the name, source, licence and coverage visitors will read) or
 * /unpublish: whether visitors see an installed text.
 */
export function changePublication(input: PublicationInput): Promise<VersionPublicationResponse> {
  const path = `/api/admin/versions/${encodeURIComponent(input.code)}/${input.action}`;
  if (input.action === 'unpublish') return request(path, { method: 'POST', body: {} });
  const { code: _code, action: _action, ...body } = input;
  return request(path, { method: 'POST', body });
}

export function useChangePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePublication,
    // The version menus everywhere mark an unpublished text: they read the public list again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_VERSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: VERSIONS_KEY }),
      ]),
  });
}
