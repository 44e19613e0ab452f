/** Strong's typographic marks in a KJV usage list ("… X patrimony, + hypocrite"). */
export type UsageMark = 'idiom' | 'phrase';

export type UsagePiece = { text: string } | { mark: UsageMark };

/**
 * Strong's prints "X" before a rendering that comes from an idiom of the Hebrew or Greek and "+" before
 * one that renders a phrase; the Greek XML keeps the signs, the Hebrew JSON spells them "[idiom]" and
 * "[phrase]". Either spelling becomes a mark, so both dictionaries read alike.
 */
const MARKS = /\[(idiom|phrase)\]|(?<=^|[\s(\-–—:])([X+])(?=\s|$)/g;

export function usagePieces(usage: string): UsagePiece[] {
  const pieces: UsagePiece[] = [];
  let at = 0;
  for (const match of usage.matchAll(MARKS)) {
    if (match.index > at) pieces.push({ text: usage.slice(at, match.index) });
    const mark: UsageMark = match[1] === 'idiom' || match[2] === 'X' ? 'idiom' : 'phrase';
    pieces.push({ mark });
    at = match.index + match[0].length;
  }
  if (at < usage.length) pieces.push({ text: usage.slice(at) });
  return pieces;
}
