import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { adminQueryOptions } from '../lib/admin-query';
import type { ConvertedFile } from './types';

export const CONVERTED_FILES_KEY = ['admin', 'converted-files'] as const;

/** GET /api/converter/converted-files → {files: [{filename, size, created, path}]}. */
export async function getConvertedFiles(signal?: AbortSignal): Promise<ConvertedFile[]> {
  const body = await request<{ files?: ConvertedFile[] } | ConvertedFile[] | null>(
    '/api/converter/converted-files',
    { signal },
  );
  return (Array.isArray(body) ? body : (body?.files ?? [])).filter(
    (f) => f && typeof f.filename === 'string',
  );
}

export const convertedFilesQueryOptions = () => adminQueryOptions(CONVERTED_FILES_KEY, getConvertedFiles);

export function useConvertedFiles() {
  return useQuery(convertedFilesQueryOptions());
}

/** GET /api/converter/download-sql/{outputFile}: the server serves only names from the list. */
export function downloadUrl(filename: string): string {
  return `/api/converter/download-sql/${encodeURIComponent(filename)}`;
}
