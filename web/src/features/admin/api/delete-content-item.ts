import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { contentItemsKey, contentPath, type ContentKind } from './content-kinds';

/** DELETE /api/admin/{kind}/{id}. */
export function deleteContentItem(kind: ContentKind, id: number): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(contentPath(kind, id), { method: 'DELETE' });
}

export function useDeleteContentItem(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContentItem(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentItemsKey(kind) }),
  });
}
