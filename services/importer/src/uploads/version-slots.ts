import { BIBLE_UPLOAD_VERSIONS, unsupportedUploadVersion } from '@strongs/contracts';
import { InputError } from '@strongs/scripture';
import { VERSION_CATALOG } from '../versions/version-catalog';

export class UnknownVersionError extends InputError {}

/**
 * The upload form's version names (spec §3) → the version codes of this site. `rstne` is the
 * licensed RSTNE slot (the `rstne` code itself is the derived Restored Names edition); the
 * Reformation-era Bibles of the list have no slot here yet.
 */
const SPEC_SLOTS = new Map<string, string>(
  Object.entries({
    kjv_strongs: 'kjv',
    kjv: 'kjv',
    asv: 'asv',
    tr: 'tr',
    trparsed: 'tr',
    he_modern: 'he_modern',
    rstne: 'rstne_licensed',
    nkjv: 'nkjv',
    net: 'net',
    web: 'web',
  }),
);

/** A version name from the form (or a catalogue code such as `net`) → the version code it fills. */
export function versionSlot(version: string): string {
  const unsupported = unsupportedUploadVersion(version);
  if (unsupported) throw new UnknownVersionError(`${unsupported}: choose another version`);
  const slot = SPEC_SLOTS.get(version);
  if (slot) return slot;
  const known = VERSION_CATALOG.find((v) => v.code === version && v.kind !== 'derived');
  if (!known)
    throw new UnknownVersionError(
      `Unknown Bible version: ${version.slice(0, 40)} (one of ${BIBLE_UPLOAD_VERSIONS.join(', ')})`,
    );
  return known.code;
}
