import {
  capitalise,
  featureKeys,
  lookup,
  PERSONS,
  UnknownMorphCodeError,
  type MorphDecoding,
} from './morph-decoding';

// Maurice Robinson's parsing codes, as used by the byztxt TR and RP2018 files.
const TENSES: Readonly<Record<string, string>> = {
  P: 'present',
  I: 'imperfect',
  F: 'future',
  A: 'aorist',
  R: 'perfect',
  L: 'pluperfect',
  X: 'no tense stated',
};
const VOICES: Readonly<Record<string, string>> = {
  A: 'active',
  M: 'middle',
  P: 'passive',
  E: 'middle or passive',
  D: 'middle deponent',
  O: 'passive deponent',
  N: 'middle or passive deponent',
  Q: 'impersonal active',
  X: 'no voice stated',
};
const MOODS: Readonly<Record<string, string>> = {
  I: 'indicative',
  S: 'subjunctive',
  O: 'optative',
  M: 'imperative',
  N: 'infinitive',
  P: 'participle',
  R: 'imperative participle',
};
const CASES: Readonly<Record<string, string>> = {
  N: 'nominative',
  G: 'genitive',
  D: 'dative',
  A: 'accusative',
  V: 'vocative',
};
const NUMBERS: Readonly<Record<string, string>> = { S: 'singular', P: 'plural' };
const GENDERS: Readonly<Record<string, string>> = { M: 'masculine', F: 'feminine', N: 'neuter' };
const DECLINED: Readonly<Record<string, string>> = {
  N: 'Noun',
  A: 'Adjective',
  T: 'Definite article',
  R: 'Relative pronoun',
  C: 'Reciprocal pronoun',
  D: 'Demonstrative pronoun',
  K: 'Correlative pronoun',
  I: 'Interrogative pronoun',
  X: 'Indefinite pronoun',
  Q: 'Correlative or interrogative pronoun',
  F: 'Reflexive pronoun',
  S: 'Possessive pronoun',
  P: 'Personal pronoun',
};
const UNDECLINED: Readonly<Record<string, string>> = {
  ADV: 'Adverb',
  CONJ: 'Conjunction',
  COND: 'Conditional particle',
  PRT: 'Particle',
  PREP: 'Preposition',
  INJ: 'Interjection',
  ARAM: 'Aramaic word',
  HEB: 'Hebrew word',
};
const INDECLINABLE: Readonly<Record<string, string>> = {
  PRI: 'proper name, indeclinable',
  LI: 'letter, indeclinable',
  OI: 'other, indeclinable',
  NUI: 'numeral, indeclinable',
};
const EXTRAS: Readonly<Record<string, string>> = {
  S: 'superlative',
  C: 'comparative',
  N: 'negative',
  I: 'interrogative',
  K: 'crasis',
  ATT: 'Attic form',
  ABB: 'abbreviated form',
};
/** Broader keys a filter may use: 'deponent' for both deponents, 'pronoun' for every pronoun. */
const VOICE_GROUPS: Readonly<Record<string, string>> = { D: 'deponent', O: 'deponent', N: 'deponent' };

interface Parts {
  chunks: string[];
  features: (string | undefined)[];
}

/** 'NSM' → nominative singular masculine. */
function caseNumberGender(s: string, code: string): Parts {
  if (s.length !== 3) throw new UnknownMorphCodeError(code);
  const fields = [lookup(CASES, s[0], code), lookup(NUMBERS, s[1], code), lookup(GENDERS, s[2], code)];
  return { chunks: [fields.join(' ')], features: fields };
}

function personNumber(s: string, code: string): { text: string; features: string[] } {
  if (s.length !== 2) throw new UnknownMorphCodeError(code);
  const person = lookup(PERSONS, s[0], code);
  const number = lookup(NUMBERS, s[1], code);
  return { text: `${person} person ${number}`, features: [person, number] };
}

function verb(fields: string[], code: string): Parts {
  const match = /^(2?)([A-Z])([A-Z])([A-Z])$/.exec(fields[0] ?? '');
  if (!match) throw new UnknownMorphCodeError(code);
  const [, second, t, v, m] = match;
  const tense = lookup(TENSES, t, code);
  const voice = lookup(VOICES, v, code);
  const mood = lookup(MOODS, m, code);
  const chunks = ['Verb', `${second ? 'second ' : ''}${tense} ${voice} ${mood}`];
  const features: (string | undefined)[] = [
    'verb',
    tense,
    second ? `second ${tense}` : undefined,
    voice,
    VOICE_GROUPS[v],
    mood,
  ];
  if (m === 'R') features.push('participle');
  let rest = fields.slice(1);
  if (rest.length && m !== 'N') {
    if (m === 'P' || m === 'R') {
      const cng = caseNumberGender(rest[0], code);
      chunks.push(...cng.chunks);
      features.push(...cng.features);
    } else {
      const pn = personNumber(rest[0], code);
      chunks.push(pn.text);
      features.push(...pn.features);
    }
    rest = rest.slice(1);
  }
  return extras({ chunks, features }, rest, code);
}

function extras(parts: Parts, rest: string[], code: string): Parts {
  for (const extra of rest) {
    const text = lookup(EXTRAS, extra, code);
    parts.chunks.push(text);
    parts.features.push(text.toLowerCase());
  }
  return parts;
}

function declined(pos: string, fields: string[], code: string): Parts {
  const name = DECLINED[pos];
  const parts: Parts = {
    chunks: [name],
    features: [name.toLowerCase(), pos === 'T' ? 'article' : undefined],
  };
  if (name.endsWith('pronoun')) parts.features.push('pronoun');
  let rest = fields;
  const first = rest[0];
  if (first !== undefined && INDECLINABLE[first]) {
    parts.chunks.push(INDECLINABLE[first]);
    parts.features.push(first === 'PRI' ? 'proper name' : undefined, 'indeclinable');
    return extras(parts, rest.slice(1), code);
  }
  if (first === undefined) throw new UnknownMorphCodeError(code);
  let cng = first;
  if (pos === 'S') {
    // Possessive: person and number of the possessor, then case, number, gender.
    const possessor = personNumber(cng.slice(0, 2), code);
    parts.chunks.push(`${possessor.text} possessor`);
    parts.features.push(...possessor.features.map((f) => `possessor ${f}`));
    cng = cng.slice(2);
  } else if ((pos === 'P' || pos === 'F') && /^[123]/.test(cng)) {
    const person = lookup(PERSONS, cng[0], code);
    parts.features.push(person);
    cng = cng.slice(1);
    if (pos === 'P' && cng.length === 2) {
      // First and second person pronouns have no gender: 'P-1NS'.
      const fields2 = [lookup(CASES, cng[0], code), lookup(NUMBERS, cng[1], code)];
      parts.chunks.push(`${person} person ${fields2.join(' ')}`);
      parts.features.push(...fields2);
      return extras(parts, rest.slice(1), code);
    }
    parts.chunks.push(`${person} person`);
  }
  const c = caseNumberGender(cng, code);
  parts.chunks.push(...c.chunks);
  parts.features.push(...c.features);
  rest = rest.slice(1);
  return extras(parts, rest, code);
}

/**
 * Decodes a Robinson parsing code: 'V-AAM-2P' → 'Verb, aorist active imperative, 2nd person plural',
 * 'N-NSF' → 'Noun, nominative singular feminine'. Throws `UnknownMorphCodeError`.
 */
export function decodeRobinsonMorph(code: string): MorphDecoding {
  const [pos, ...fields] = code.split('-');
  let parts: Parts;
  if (pos === 'V') parts = verb(fields, code);
  else if (DECLINED[pos]) parts = declined(pos, fields, code);
  else if (UNDECLINED[pos])
    parts = extras({ chunks: [UNDECLINED[pos]], features: [UNDECLINED[pos].toLowerCase()] }, fields, code);
  else throw new UnknownMorphCodeError(code);
  return { description: capitalise(parts.chunks.join(', ')), features: featureKeys(parts.features) };
}

/** Every feature phrase a Robinson code can yield (for checking a `morph:` filter's words). */
export const ROBINSON_FEATURE_PHRASES: readonly string[] = [
  'verb',
  'participle',
  'article',
  'pronoun',
  'proper name',
  'indeclinable',
  ...Object.values(TENSES).map((t) => `second ${t}`),
  ...Object.values(PERSONS).flatMap((p) => [`possessor ${p}`]),
  ...Object.values(NUMBERS).map((n) => `possessor ${n}`),
  ...[TENSES, VOICES, VOICE_GROUPS, MOODS, CASES, NUMBERS, GENDERS, PERSONS, EXTRAS].flatMap((t) =>
    Object.values(t),
  ),
  ...[DECLINED, UNDECLINED].flatMap((t) => Object.values(t).map((v) => v.toLowerCase())),
];

/** The features a reader picks a Greek word by, grouped as the advanced search shows them. */
export const ROBINSON_PICKER_GROUPS: readonly { label: string; phrases: readonly string[] }[] = [
  { label: 'Tense', phrases: Object.values(TENSES).filter((t) => !t.startsWith('no ')) },
  { label: 'Voice', phrases: Object.values(VOICES).filter((v) => !v.startsWith('no ')) },
  { label: 'Mood', phrases: Object.values(MOODS) },
  { label: 'Case', phrases: Object.values(CASES) },
  { label: 'Person', phrases: Object.values(PERSONS) },
  { label: 'Number', phrases: Object.values(NUMBERS) },
  { label: 'Gender', phrases: Object.values(GENDERS) },
];
