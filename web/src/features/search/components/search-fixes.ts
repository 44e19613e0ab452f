import type { VersionDetails } from '@strongs/contracts';

/** A one-click way out of a failed or empty search: the same query somewhere it can answer. */
export interface SearchFix {
  label: string;
  q: string;
  db: string;
}

const STRONGS_NUMBER = /\b([HG])0*\d{1,4}[a-z]?\b/gi;
const HEBREW = /[\u0590-\u05FF]/;
const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/;

/** The language codes of the original texts a query asks about ('he', 'grc'), from its numbers or script. */
function languagesOf(q: string): Set<string> {
  const found = new Set<string>();
  for (const [, prefix] of q.matchAll(STRONGS_NUMBER)) found.add(prefix.toUpperCase() === 'H' ? 'he' : 'grc');
  if (HEBREW.test(q)) found.add('he');
  if (GREEK.test(q)) found.add('grc');
  return found.size > 0 ? found : new Set(['he', 'grc']);
}

const installed = (versions: readonly VersionDetails[]) => versions.filter((v) => v.installed);

/** A `morph:` search asked of a text without parsed original words: the original texts that have them. */
export function fixesForRefusedSearch(
  q: string,
  version: string,
  versions: readonly VersionDetails[],
): SearchFix[] {
  const current = versions.find((v) => v.code === version);
  if (!/\bmorph:/i.test(q) || current?.kind === 'original') return [];
  const wanted = languagesOf(q);
  return installed(versions)
    .filter((v) => v.kind === 'original' && wanted.has(v.language))
    .map((v) => ({ label: `Search the ${v.abbreviation} instead`, q, db: v.code }));
}

/** A Strong's number searched in a text that carries none: the tagged texts that do. */
export function fixesForEmptySearch(
  q: string,
  kind: string | undefined,
  version: string,
  versions: readonly VersionDetails[],
): { reason: string; fixes: SearchFix[] } | undefined {
  const current = versions.find((v) => v.code === version);
  if (kind !== 'strongs' || !current || current.hasStrongs) return undefined;
  const tagged = installed(versions).filter((v) => v.hasStrongs && v.kind !== 'original');
  const first = tagged[0];
  return {
    reason: `${current.abbreviation} has no Strong's numbers${first ? `: search the ${first.abbreviation}` : ''}.`,
    fixes: tagged.map((v) => ({ label: `Search the ${v.abbreviation}`, q, db: v.code })),
  };
}
