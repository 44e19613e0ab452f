/** Where Strong's text is at parenthesis depth 0 right after a ';': the places a derivation can end. */
function clauseEnds(text: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) ends.push(i + 1);
  }
  return ends;
}

function depthAt(text: string, end: number): number {
  let depth = 0;
  for (const ch of text.slice(0, end)) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** Strong's says "of uncertain affinity;" and goes straight on to the meaning (G2316 "a deity, …"). */
const NO_ETYMOLOGY = /^of uncertain affinity;/i;

/**
 * Re-divides a Strong's entry between derivation and definition. The Greek XML (and the JSON made from
 * it) ends the derivation inside a parenthesis in 115 entries (G32 "from ἀγγέλλω (probably derived from
 * G71;" + " compare G34) (to bring tidings); a messenger"), leaves the whole entry in the derivation in
 * a few, and keeps the first sense in it after "of uncertain affinity;" (G2316). The text is the same,
 * read in order; only the boundary moves, to a ';' at parenthesis depth 0 next to the source's boundary.
 */
export function splitDerivation(origin: string, definition: string): { origin: string; definition: string } {
  const whole = [origin, definition]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  let boundary = origin.trim().length;
  if (depthAt(whole, boundary) > 0) {
    // The derivation ends inside a parenthesis: it runs on to the clause end after the parenthesis closes,
    // or, when the parenthesis runs to the end (G1537 "out (of place, time, or cause; …)"), it ends at the
    // clause before it.
    const ends = clauseEnds(whole);
    boundary =
      ends.find((end) => end > boundary) ?? [...ends].reverse().find((end) => end < boundary) ?? boundary;
  }
  if (boundary >= whole.length || NO_ETYMOLOGY.test(whole.slice(0, boundary))) {
    const first = clauseEnds(whole)[0];
    if (
      first !== undefined &&
      first < whole.length &&
      (boundary >= whole.length || NO_ETYMOLOGY.test(whole.slice(0, first)))
    ) {
      boundary = first;
    }
  }
  return { origin: whole.slice(0, boundary).trim(), definition: whole.slice(boundary).trim() };
}
