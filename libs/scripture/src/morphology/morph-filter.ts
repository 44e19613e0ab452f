import { InputError } from '../errors';
import { featureKey } from './morph-decoding';
import { OSHB_FEATURE_PHRASES } from './oshb-morphology';
import { ROBINSON_FEATURE_PHRASES } from './robinson-morphology';

/** Every key a word's features can hold, Hebrew, Aramaic and Greek. */
export const MORPH_FEATURES: ReadonlySet<string> = new Set(
  [...OSHB_FEATURE_PHRASES, ...ROBINSON_FEATURE_PHRASES].map(featureKey),
);

/** Words readers use for a feature: 'third' → '3rd', 'wayyiqtol' → 'sequential-imperfect'. */
const ALIASES: Readonly<Record<string, string>> = {
  first: '1st',
  '1': '1st',
  second: '2nd',
  '2': '2nd',
  third: '3rd',
  '3': '3rd',
  wayyiqtol: 'sequential-imperfect',
  weqatal: 'sequential-perfect',
  yiqtol: 'imperfect',
  qatal: 'perfect',
  niphal: 'niphal',
  nifal: 'niphal',
  hifil: 'hiphil',
  hofal: 'hophal',
  hitpael: 'hithpael',
  sg: 'singular',
  pl: 'plural',
  masc: 'masculine',
  fem: 'feminine',
  neut: 'neuter',
  nom: 'nominative',
  gen: 'genitive',
  dat: 'dative',
  acc: 'accusative',
  voc: 'vocative',
  imperatival: 'imperative',
  infinitival: 'infinitive',
  deponent: 'deponent',
  article: 'article',
};

export const MAX_MORPH_FEATURES = 8;

export class MorphFilterError extends InputError {}

/**
 * A `morph:` filter's plain features, comma separated ('qal,perfect', 'aorist,imperative',
 * 'sequential imperfect'): each folded to a feature key; unknown words are refused by name.
 */
export function parseMorphFilter(text: string): string[] {
  const keys = text
    .split(',')
    .map((part) => featureKey(part.replace(/-/g, ' ')))
    .filter(Boolean)
    .map((key) => ALIASES[key] ?? key);
  if (!keys.length)
    throw new MorphFilterError('Name at least one feature after morph: (for example morph:qal,perfect)');
  if (keys.length > MAX_MORPH_FEATURES)
    throw new MorphFilterError(`A morph: filter takes at most ${MAX_MORPH_FEATURES} features`);
  const unknown = keys.filter((k) => !MORPH_FEATURES.has(k));
  if (unknown.length) {
    throw new MorphFilterError(
      `Unknown parsing feature: ${unknown.join(', ').slice(0, 80)} (try qal, perfect, aorist, imperative, genitive, plural, …)`,
    );
  }
  return [...new Set(keys)];
}

export type MorphLanguage = 'hebrew' | 'greek';

const LANGUAGE_FEATURES: Readonly<Record<MorphLanguage, ReadonlySet<string>>> = {
  hebrew: new Set(OSHB_FEATURE_PHRASES.map(featureKey)),
  greek: new Set(ROBINSON_FEATURE_PHRASES.map(featureKey)),
};

/** The filter's features no word of the language carries: 'qal' for Greek, 'aorist' for Hebrew. */
export function featuresForeignTo(language: MorphLanguage, keys: readonly string[]): string[] {
  return keys.filter((key) => !LANGUAGE_FEATURES[language].has(key));
}
