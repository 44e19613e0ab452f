import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { IMPORT_STATUS_KEY } from './get-import-status';

/** DELETE /api/admin/uploaded-files/{name}: removes a stored upload (its row and its file). */
export function deleteUploadedFile(name: string): Promise<{ success: true; message: string }> {
  return request<{ success: true; message: string }>(
    `/api/admin/uploaded-files/${encodeURIComponent(name)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
  });
}
