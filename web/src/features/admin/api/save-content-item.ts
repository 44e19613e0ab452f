import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { contentItemsKey, contentPath, type ContentItems, type ContentKind } from './content-kinds';

/** The form's fields: everything but the server's id and timestamps. */
export type ContentInput<K extends ContentKind> = Omit<ContentItems[K], 'id' | 'createdAt' | 'updatedAt'>;

/** POST /api/admin/{kind} creates, PUT /api/admin/{kind}/{id} replaces; a 400/409 carries the reason in `message`. */
export function saveContentItem<K extends ContentKind>(
  kind: K,
  input: ContentInput<K>,
  id?: number,
): Promise<ContentItems[K]> {
  return request<ContentItems[K]>(contentPath(kind, id), {
    method: id === undefined ? 'POST' : 'PUT',
    body: input,
  });
}

export function useSaveContentItem<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ContentInput<K>; id?: number }) => saveContentItem(kind, input, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentItemsKey(kind) }),
  });
}
