/** The UTR files' letter-for-letter transliteration (SOURCES.md §3); 'v' is final sigma. */
const LETTERS: Readonly<Record<string, string>> = {
  a: 'α',
  b: 'β',
  g: 'γ',
  d: 'δ',
  e: 'ε',
  z: 'ζ',
  h: 'η',
  q: 'θ',
  i: 'ι',
  k: 'κ',
  l: 'λ',
  m: 'μ',
  n: 'ν',
  x: 'ξ',
  o: 'ο',
  p: 'π',
  r: 'ρ',
  s: 'σ',
  v: 'ς',
  t: 'τ',
  u: 'υ',
  f: 'φ',
  c: 'χ',
  y: 'ψ',
  w: 'ω',
};

/** 'hgaphsen' → 'ηγαπησεν', 'qeov' → 'θεος'; characters outside the table are kept. */
export function transliteratedToGreek(word: string): string {
  let out = '';
  for (const ch of word.toLowerCase()) out += LETTERS[ch] ?? ch;
  return out;
}
