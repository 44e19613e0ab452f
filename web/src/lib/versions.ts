import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionDetails } from '@strongs/contracts';
import { request } from './request';

/** GET /api/bible/versions?details=true: every text slot, installed or not, with its credits. Shared by the features. */
export function getVersions(signal?: AbortSignal): Promise<VersionDetails[]> {
  return request<VersionDetails[]>('/api/bible/versions', { params: { details: true }, signal });
}

/** What the list holds depends on who asks (administrators also get unpublished texts): sign-in and -out refetch it. */
export const VERSIONS_KEY = ['bible', 'versions', 'details'] as const;

export const versionsQueryOptions = () =>
  queryOptions({
    queryKey: VERSIONS_KEY,
    queryFn: ({ signal }) => getVersions(signal),
    staleTime: 10 * 60_000,
  });

export function useVersions() {
  return useQuery(versionsQueryOptions());
}

/** Installed but not yet published: only administrators are sent such a text, and every menu says so. */
export function isUnpublished(
  v: Pick<VersionDetails, 'installed'> & Partial<Pick<VersionDetails, 'published'>>,
): boolean {
  return v.installed && v.published === false;
}

/** A version as every menu names it: "NET · Ruth only, 85 verses (unpublished)". */
export function versionMenuLabel(
  v: Pick<VersionDetails, 'installed'> & Partial<Pick<VersionDetails, 'coverage' | 'published'>>,
  name: string,
): string {
  return `${name}${v.installed && v.coverage ? ` · ${v.coverage}` : ''}${isUnpublished(v) ? ' (unpublished)' : ''}`;
}

/**
 * The language and direction to mark a text's words with, so Hebrew runs right to left in its own font and
 * Spanish is read (and hyphenated) as Spanish. English is the page's own language.
 */
export function versionScript(v: Pick<VersionDetails, 'language' | 'direction'> | undefined): {
  lang?: string;
  dir?: 'rtl';
} {
  // The catalogue names languages by BCP 47 code ('he', 'grc', 'es', 'en').
  const lang = v?.language && v.language !== 'en' ? v.language : undefined;
  return { lang, dir: v?.direction === 'rtl' ? 'rtl' : undefined };
}
