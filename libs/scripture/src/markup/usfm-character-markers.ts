/** USFM character styles that have an OSIS element; the SWORD export keeps some of them inside OSIS. */
const OSIS_FOR: Readonly<Record<string, { open: string; close: string }>> = {
  nd: { open: '<divineName>', close: '</divineName>' },
  add: { open: '<transChange type="added">', close: '</transChange>' },
  wj: { open: '<q who="Jesus">', close: '</q>' },
};

/** `\nd ` opens, `\nd*` or `\+nd*` closes (`+` marks a nested style); a code without a space or `*` is still a code. */
const MARKER = /\\(\+?)([a-z]+\d?)(\*|\s+|(?=[^a-z\d]|$))/g;

/**
 * Turns the USFM character markers the eBible KJV's SWORD export leaves inside its OSIS (Exodus 6:3
 * "by my name \nd <w …>JEHOVAH</w></divineName>", a note's "<divineName>LORD\+nd*") into the OSIS
 * elements they stand for; a marker with no OSIS counterpart is dropped, its text kept.
 */
export function usfmMarkersToOsis(markup: string): string {
  if (!markup.includes('\\')) return markup;
  return markup.replace(MARKER, (_whole, _nested: string, code: string, end: string) => {
    const osis = OSIS_FOR[code];
    if (end === '*') return osis?.close ?? '';
    return osis?.open ?? '';
  });
}
