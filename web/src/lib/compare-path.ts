/** At most five texts side by side, as BibleGateway offers; four when a link names none. */
export const MAX_COMPARED = 5;
export const DEFAULT_COMPARED = ['kjv', 'web', 'asv', 'ylt'];

export function compareParams(ref: string, codes: string[]): URLSearchParams {
  return new URLSearchParams({ ref, versions: codes.slice(0, MAX_COMPARED).join(',') });
}

/**
 * `/compare?ref=John+3:16&versions=kjv,web,asv,ylt`: the reader and the results link here, with the text
 * being read (`lead`) first among the default four.
 */
export function comparePath(ref: string, lead?: string): string {
  const codes = [...new Set([...(lead ? [lead] : []), ...DEFAULT_COMPARED])].slice(
    0,
    DEFAULT_COMPARED.length,
  );
  return `/compare?${compareParams(ref, codes).toString()}`;
}
