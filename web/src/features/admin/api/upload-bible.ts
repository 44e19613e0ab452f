import { BIBLE_UPLOAD_MAX_BYTES, type UploadBibleResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/request';
import { IMPORT_STATUS_KEY } from './get-import-status';

export interface UploadBibleRequest {
  bibleVersion: string;
  file: File;
}

export type UploadResult = Partial<UploadBibleResponse>;

/** Issue #7: the server accepts at most 200 MB. */
export const MAX_UPLOAD_BYTES = BIBLE_UPLOAD_MAX_BYTES;

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (Array.isArray(body.message) && body.message.length) return body.message.join(', ');
  } catch {
    // not JSON
  }
  return xhr.statusText || 'Upload failed';
}

/**
 * POST /api/admin/upload-bible as multipart (bibleVersion, file). XMLHttpRequest, not fetch: only it
 * reports upload progress. `onProgress` gets 0–100.
 */
export function uploadBible(
  { bibleVersion, file }: UploadBibleRequest,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/upload-bible');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(xhr.responseText ? (JSON.parse(xhr.responseText) as UploadResult) : {});
        } catch {
          resolve({});
        }
      } else reject(new ApiError(messageOf(xhr), xhr.status));
    };
    xhr.onerror = () => reject(new ApiError('Network Error', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('bibleVersion', bibleVersion);
    form.append('file', file);
    xhr.send(form);
  });
}

export function useUploadBible(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadBibleRequest) => uploadBible(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
  });
}
