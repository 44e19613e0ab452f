import {
  capitalise,
  featureKeys,
  lookup,
  PERSONS,
  UnknownMorphCodeError,
  type MorphDecoding,
} from './morph-decoding';

// The OSHB code key (openscriptures/morphhb, parsing/HebrewMorphologyCodes; Oshm.xml lists every code).
const HEBREW_STEMS: Readonly<Record<string, string>> = {
  q: 'qal',
  N: 'niphal',
  p: 'piel',
  P: 'pual',
  h: 'hiphil',
  H: 'hophal',
  t: 'hithpael',
  o: 'polel',
  O: 'polal',
  r: 'hithpolel',
  m: 'poel',
  M: 'poal',
  k: 'palel',
  K: 'pulal',
  Q: 'qal passive',
  l: 'pilpel',
  L: 'polpal',
  f: 'hithpalpel',
  D: 'nithpael',
  j: 'pealal',
  i: 'pilel',
  u: 'hothpaal',
  c: 'tiphil',
  v: 'hishtaphel',
  w: 'nithpalel',
  y: 'nithpoel',
  z: 'hithpoel',
};
const ARAMAIC_STEMS: Readonly<Record<string, string>> = {
  q: 'peal',
  Q: 'peil',
  u: 'hithpeel',
  p: 'pael',
  P: 'ithpaal',
  M: 'hithpaal',
  a: 'aphel',
  h: 'haphel',
  s: 'saphel',
  e: 'shaphel',
  H: 'hophal',
  i: 'ithpeel',
  t: 'hishtaphel',
  v: 'ishtaphel',
  w: 'hithaphel',
  o: 'polel',
  z: 'ithpoel',
  r: 'hithpolel',
  f: 'hithpalpel',
  b: 'hephal',
  c: 'tiphel',
  m: 'poel',
  l: 'palpel',
  L: 'ithpalpel',
  O: 'ithpolel',
  G: 'ittaphal',
};
const ASPECTS: Readonly<Record<string, string>> = {
  p: 'perfect',
  q: 'sequential perfect',
  i: 'imperfect',
  w: 'sequential imperfect',
  h: 'cohortative',
  j: 'jussive',
  v: 'imperative',
  r: 'participle active',
  s: 'participle passive',
  a: 'infinitive absolute',
  c: 'infinitive construct',
};
/** Broader keys a filter may use for an aspect: 'participle' matches both participles. */
const ASPECT_GROUPS: Readonly<Record<string, string>> = {
  r: 'participle',
  s: 'participle',
  a: 'infinitive',
  c: 'infinitive',
};
const GENDERS: Readonly<Record<string, string>> = { b: 'both', c: 'common', f: 'feminine', m: 'masculine' };
const NUMBERS: Readonly<Record<string, string>> = { d: 'dual', p: 'plural', s: 'singular' };
const STATES: Readonly<Record<string, string>> = { a: 'absolute', c: 'construct', d: 'determined' };
const ADJECTIVE_TYPES: Readonly<Record<string, string>> = {
  a: 'adjective',
  c: 'cardinal number',
  g: 'gentilic',
  o: 'ordinal number',
};
const NOUN_TYPES: Readonly<Record<string, string>> = { c: 'common', g: 'gentilic', p: 'proper name' };
const PRONOUN_TYPES: Readonly<Record<string, string>> = {
  d: 'demonstrative',
  f: 'indefinite',
  i: 'interrogative',
  p: 'personal',
  r: 'relative',
};
const PREPOSITION_TYPES: Readonly<Record<string, string>> = { d: 'definite article' };
const SUFFIX_TYPES: Readonly<Record<string, string>> = {
  d: 'directional he',
  h: 'paragogic he',
  n: 'paragogic nun',
  p: 'pronominal',
};
const PARTICLE_TYPES: Readonly<Record<string, string>> = {
  a: 'affirmation',
  d: 'definite article',
  e: 'exhortation',
  i: 'interrogative',
  j: 'interjection',
  m: 'demonstrative',
  n: 'negative',
  o: 'direct object marker',
  r: 'relative',
};

/** One morpheme: its description chunks (joined by ', ') and its feature phrases (part of speech and type first). */
interface Morpheme {
  chunks: string[];
  features: (string | undefined)[];
  /** How many of `features` name what the morpheme is (part of speech, type), not how it is inflected. */
  identity?: number;
}

/** An 'x' means "not applicable" in the key: the field is left out. */
function optional(
  table: Readonly<Record<string, string>>,
  letter: string | undefined,
  code: string,
): string | undefined {
  if (letter === undefined || letter === 'x') return undefined;
  return lookup(table, letter, code);
}

function personal(
  person: string | undefined,
  gender: string | undefined,
  number: string | undefined,
  code: string,
) {
  const p = person === undefined || person === 'x' ? undefined : `${lookup(PERSONS, person, code)} person`;
  const g = optional(GENDERS, gender, code);
  const n = optional(NUMBERS, number, code);
  return { text: [p, g, n].filter(Boolean).join(' '), features: [p && lookup(PERSONS, person, code), g, n] };
}

function verb(m: string, aramaic: boolean, code: string): Morpheme {
  const stem = lookup(aramaic ? ARAMAIC_STEMS : HEBREW_STEMS, m[1], code);
  const aspectLetter = m[2];
  const chunks = ['Verb', capitalise(stem)];
  const features: (string | undefined)[] = ['verb', stem];
  if (aspectLetter === undefined) return { chunks, features, identity: 1 };
  const aspect = lookup(ASPECTS, aspectLetter, code);
  chunks.push(aspect);
  features.push(aspect, ASPECT_GROUPS[aspectLetter]);
  const rest = m.slice(3);
  if (aspectLetter === 'r' || aspectLetter === 's') {
    const { text, features: f } = personal(undefined, rest[0], rest[1], code);
    const state = optional(STATES, rest[2], code);
    if (rest.length > 3) throw new UnknownMorphCodeError(code);
    if (text || state) chunks.push([text, state].filter(Boolean).join(' '));
    features.push(...f, state);
  } else if (rest.length) {
    if (rest.length !== 3) throw new UnknownMorphCodeError(code);
    const { text, features: f } = personal(rest[0], rest[1], rest[2], code);
    if (text) chunks.push(text);
    features.push(...f);
  }
  return { chunks, features, identity: 1 };
}

/** Type, gender, number, state: nouns and adjectives. */
function nominal(name: string, types: Readonly<Record<string, string>>, m: string, code: string): Morpheme {
  if (m.length > 5) throw new UnknownMorphCodeError(code);
  const type = optional(types, m[1], code);
  const fields = [optional(GENDERS, m[2], code), optional(NUMBERS, m[3], code), optional(STATES, m[4], code)];
  // "Adjective, adjective" says nothing twice.
  const shownType = type === 'adjective' ? undefined : type;
  return {
    chunks: [name, shownType, ...fields].filter((c): c is string => Boolean(c)),
    features: [name.toLowerCase(), type, ...fields],
    identity: 2,
  };
}

/** A type letter, then person, gender, number: pronouns and pronominal suffixes. */
function typed(name: string, types: Readonly<Record<string, string>>, m: string, code: string): Morpheme {
  if (m.length > 5) throw new UnknownMorphCodeError(code);
  const type = optional(types, m[1], code);
  const { text, features } = personal(m[2], m[3], m[4], code);
  return {
    chunks: [name, type, text].filter((c): c is string => Boolean(c)),
    features: [name.toLowerCase(), type, ...features],
    identity: 2,
  };
}

function morpheme(m: string, aramaic: boolean, code: string): Morpheme {
  switch (m[0]) {
    case 'V':
      return verb(m, aramaic, code);
    case 'N':
      return nominal('Noun', NOUN_TYPES, m, code);
    case 'A':
      return nominal('Adjective', ADJECTIVE_TYPES, m, code);
    case 'P':
      return typed('Pronoun', PRONOUN_TYPES, m, code);
    case 'S':
      return typed('Suffix', SUFFIX_TYPES, m, code);
    case 'R':
    case 'T':
      if (m.length > 2) throw new UnknownMorphCodeError(code);
      return m[0] === 'R'
        ? typed('Preposition', PREPOSITION_TYPES, m, code)
        : typed('Particle', PARTICLE_TYPES, m, code);
    case 'C':
    case 'D':
      if (m.length !== 1) throw new UnknownMorphCodeError(code);
      return m === 'C'
        ? { chunks: ['Conjunction'], features: ['conjunction'] }
        : { chunks: ['Adverb'], features: ['adverb'] };
    default:
      throw new UnknownMorphCodeError(code);
  }
}

/**
 * Decodes an OSHB morphology code: the language letter (H Hebrew, A Aramaic), then one code per
 * morpheme separated by '/': 'HR/Ncfsa' → 'Preposition; Noun, common, feminine, singular, absolute'.
 * Aramaic words say so first ('Aramaic: Verb, Peal, perfect, …'). Throws `UnknownMorphCodeError`.
 *
 * Features: with `lexical` (the index of the morpheme carrying the Strong's number, see
 * `oshbLexicalIndex`), only that morpheme's inflection counts, so `qal,3rd,masculine` never meets
 * a feminine verb with a masculine suffix; the others add what they are ('suffix', 'preposition').
 */
export function decodeOshbMorph(code: string, lexical?: number): MorphDecoding {
  const language = code[0];
  if (language !== 'H' && language !== 'A') throw new UnknownMorphCodeError(code);
  const aramaic = language === 'A';
  const parts = code.slice(1).split('/');
  if (parts.some((p) => !p)) throw new UnknownMorphCodeError(code);
  const morphemes = parts.map((p) => morpheme(p, aramaic, code));
  const description = morphemes.map((m) => m.chunks.join(', ')).join('; ');
  return {
    description: aramaic ? `Aramaic: ${description}` : description,
    features: featureKeys([
      aramaic ? 'aramaic' : 'hebrew',
      ...morphemes.flatMap((m, i) =>
        lexical === undefined || lexical < 0 || lexical >= morphemes.length || i === lexical
          ? m.features
          : m.features.slice(0, m.identity),
      ),
    ]),
  };
}

/** The morpheme of an OSHB lemma that is the word itself ('b/7225' → 1), or -1 for a bare prefix ('b'). */
export function oshbLexicalIndex(lemma: string): number {
  return lemma.split('/').findIndex((part) => /\d/.test(part));
}

/** Every feature phrase an OSHB code can yield (for checking a `morph:` filter's words). */
export const OSHB_FEATURE_PHRASES: readonly string[] = [
  'hebrew',
  'aramaic',
  'verb',
  'noun',
  'adjective',
  'pronoun',
  'suffix',
  'preposition',
  'particle',
  'conjunction',
  'adverb',
  ...[
    HEBREW_STEMS,
    ARAMAIC_STEMS,
    ASPECTS,
    ASPECT_GROUPS,
    GENDERS,
    NUMBERS,
    STATES,
    ADJECTIVE_TYPES,
    NOUN_TYPES,
    PRONOUN_TYPES,
    PREPOSITION_TYPES,
    SUFFIX_TYPES,
    PARTICLE_TYPES,
    PERSONS,
  ].flatMap((t) => Object.values(t)),
];

/** The features a reader picks a Hebrew or Aramaic verb or noun by, grouped as the advanced search shows them. */
export const OSHB_PICKER_GROUPS: readonly { label: string; phrases: readonly string[] }[] = [
  { label: 'Stem', phrases: [...new Set([...Object.values(HEBREW_STEMS), ...Object.values(ARAMAIC_STEMS)])] },
  { label: 'Tense', phrases: [...new Set([...Object.values(ASPECTS), ...Object.values(ASPECT_GROUPS)])] },
  { label: 'Person', phrases: Object.values(PERSONS) },
  { label: 'Gender', phrases: Object.values(GENDERS) },
  { label: 'Number', phrases: Object.values(NUMBERS) },
  { label: 'State', phrases: Object.values(STATES) },
];
