// Short English glosses (about 40 characters) from a Strong's Hebrew dictionary entry.
// Rule: the first sense of `strongs_def` (text before the first ';'), without parenthetical remarks,
// Strong's etymological lead-ins ("properly, ...", "(by implication)") and a leading article; if that
// leaves nothing, the first rendering of `kjv_def`. Cut at the last ',' (or word) before MAX characters.
export const MAX = 40;

const stripParens = (s) => {
  let out = s;
  for (let prev = ''; prev !== out;) {
    prev = out;
    out = out.replace(/\([^()]*\)/g, '');
  }
  return out;
};

export function clean(raw) {
  let s = String(raw ?? '')
    .replace(/[{}]/g, '')
    .replace(/\[(idiom|phrase)\]/g, '')
    .replace(/^\s*\+\s*/, '');
  s = stripParens(s)
    .replace(/\([^)]*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  s = s.replace(/^(perhaps |probably |apparently )?(properly|literally|originally|specifically),\s*/i, '');
  s = s.replace(/^(a|an|the)\s+(?=\S)/i, '');
  return s.replace(/^[,;:\s]+|[,;:.\s]+$/g, '').trim();
}

export function shorten(s, max = MAX) {
  if (s.length <= max) return s;
  const head = s.slice(0, max + 1);
  const comma = head.lastIndexOf(',');
  if (comma >= 12) return head.slice(0, comma).trim();
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : max).replace(/[,;:\s]+$/, '')}…`;
}

const kjvFirst = (entry) => clean(String(entry.kjv_def ?? '').split(/[,;.]/)[0]);

// Strong's writes "etymon, i.e. meaning" (and "..., by implication, meaning"): keep the meaning.
function afterIe(sense) {
  const m = sense.match(/^(.*?),?\s+(?:i\.\s?e\.?|by implication,?)\s+(.+)$/);
  if (!m) return sense;
  let tail = clean(m[2]);
  if (/^to\s/.test(m[1]) && !/^to\s/.test(tail)) tail = `to ${tail}`;
  return tail || sense;
}

export function makeGloss(entry) {
  const def = String(entry.strongs_def ?? '').replace(/^\s*\{|\}\s*$/g, '');
  // Proper names: the English (KJV) spelling plus Strong's description ("Moses, the Israelite lawgiver").
  if (/^[A-Z]/.test(def) && /^[A-Z]/.test(String(entry.kjv_def ?? '')) && /^[A-Z][^,;]*,/.test(def)) {
    const name = kjvFirst(entry);
    const rest = clean(def.split(';')[0].replace(/^[^,]*,\s*/, ''));
    const full = `${name}, ${rest}`;
    // "Judah, the name of five Israelites" says nothing a learner needs: keep the name alone.
    return full.length <= MAX && !/^name of\b/.test(rest) ? full : name;
  }
  const first = afterIe(clean(def.split(';')[0]));
  if (first) return shorten(first);
  return shorten(kjvFirst(entry));
}

export { GLOSS_OVERRIDES } from './gloss-overrides.mjs';
