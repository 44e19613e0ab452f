import { randomBytes } from 'node:crypto';

/** Verse indexes are `verses_<version>`. */
export const MEILI_INDEX_PREFIX = 'verses';

/** The dictionary's one index. */
export const MEILI_LEXICON_INDEX = 'lexicon';

/**
 * The index a version is searched in. Index uids allow only letters, digits, `-` and `_`: any other
 * character of a version code becomes `-` and its hex bytes, so two codes never share an index, and no
 * code can produce the `_` of a build index's suffix.
 */
export function liveIndexUid(prefix: string, versionCode: string): string {
  const safe = versionCode.replace(/[^a-zA-Z0-9]/g, (c) => `-${Buffer.from(c).toString('hex')}`);
  return `${prefix}_${safe}`;
}

/** A fresh index a re-index fills before it is swapped in; each job has its own. */
export function buildIndexUid(liveUid: string): string {
  return `${liveUid}_build_${randomBytes(6).toString('hex')}`;
}
