// The versions query is shared by several features: it lives in lib/versions.
export { getVersions, isUnpublished, useVersions, versionMenuLabel, versionsQueryOptions } from '../versions';

/** Spec §3: the search form offers these codes; those not installed are shown as such and cannot be chosen. */
export const SEARCH_FORM_VERSIONS = ['kjv', 'nkjv', 'rstne', 'asv', 'web', 'net'] as const;

export function versionLabel(code: string): string {
  if (code === 'rstne') return 'RSTNE';
  if (code === 'tr') return 'Textus Receptus';
  if (code === 'he_modern') return 'Modern Hebrew Bible';
  return code.toUpperCase();
}
