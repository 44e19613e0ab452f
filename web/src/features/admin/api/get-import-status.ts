import { useQuery } from '@tanstack/react-query';
import { IMPORT_STATUS_POLL_MS } from '@strongs/contracts';
import { request } from '../../../lib/request';
import { adminQueryOptions } from '../lib/admin-query';
import type { ImportStatus } from './types';

export const IMPORT_STATUS_KEY = ['admin', 'import-status'] as const;

export async function getImportStatus(signal?: AbortSignal): Promise<ImportStatus> {
  const body = await request<Partial<ImportStatus> | null>('/api/admin/import-status', { signal });
  return {
    activeImports: body?.activeImports ?? [],
    availableFiles: body?.availableFiles ?? [],
    completedImports: body?.completedImports ?? [],
  };
}

export const importStatusQueryOptions = () => adminQueryOptions(IMPORT_STATUS_KEY, getImportStatus);

/** Spec §9: the Import Status tab polls every 5 s, and only while it is open (mounted). */
export function useImportStatus() {
  return useQuery({
    ...importStatusQueryOptions(),
    refetchInterval: IMPORT_STATUS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
