import type { SharedVerse } from '@strongs/contracts';
import { formatReference, fromOrd } from '@strongs/scripture';

/**
 * The verses of the original's own numbering under KJV verse `kjvOrd` that other KJV verses show too, from
 * `AlignedVersesRepository.kjvOrdsOfOwn` of those verses; undefined when none is shared.
 */
export function sharedVerses(
  kjvOrd: number,
  ownOrds: readonly number[],
  kjvOfOwn: ReadonlyMap<number, number[]>,
): SharedVerse[] | undefined {
  const shared = [...new Set(ownOrds)].flatMap((own) => {
    const others = (kjvOfOwn.get(own) ?? []).filter((kjv) => kjv !== kjvOrd);
    if (!others.length) return [];
    return [
      {
        originalReference: formatReference(fromOrd(own)),
        alsoIn: others.map((kjv) => formatReference(fromOrd(kjv))),
      },
    ];
  });
  return shared.length ? shared : undefined;
}
