import { decodeOshbMorph } from './oshb-morphology';
import { decodeRobinsonMorph } from './robinson-morphology';
import { UnknownMorphCodeError } from './morph-decoding';
import { featuresForeignTo, MorphFilterError, parseMorphFilter } from './morph-filter';

describe('OSHB morphology codes in plain English', () => {
  it.each([
    ['HVqp3ms', 'Verb, Qal, perfect, 3rd person masculine singular'],
    ['HR/Ncfsa', 'Preposition; Noun, common, feminine, singular, absolute'],
    ['HC/Vqw3ms', 'Conjunction; Verb, Qal, sequential imperfect, 3rd person masculine singular'],
    ['HVqrmsa', 'Verb, Qal, participle active, masculine singular absolute'],
    ['HVhc/Sp3ms', 'Verb, Hiphil, infinitive construct; Suffix, pronominal, 3rd person masculine singular'],
    ['HTd/Aamsa', 'Particle, definite article; Adjective, masculine, singular, absolute'],
    ['HNp', 'Noun, proper name'],
    ['HPdxcs', 'Pronoun, demonstrative, common singular'],
    ['HTo', 'Particle, direct object marker'],
    ['HRd/Acbsa', 'Preposition, definite article; Adjective, cardinal number, both, singular, absolute'],
    ['AVqp3ms', 'Aramaic: Verb, Peal, perfect, 3rd person masculine singular'],
    ['ANcmsd/Td', 'Aramaic: Noun, common, masculine, singular, determined; Particle, definite article'],
  ])('%s → %s', (code, text) => {
    expect(decodeOshbMorph(code).description).toBe(text);
  });

  it('lists the features a morph: filter matches, keeping the sequential perfect apart from the perfect', () => {
    expect(decodeOshbMorph('HVqp3ms').features).toEqual([
      'hebrew',
      'verb',
      'qal',
      'perfect',
      '3rd',
      'masculine',
      'singular',
    ]);
    expect(decodeOshbMorph('HC/Vqq3ms').features).not.toContain('perfect');
    expect(decodeOshbMorph('HC/Vqq3ms').features).toContain('sequential-perfect');
    expect(decodeOshbMorph('HVNrmsa').features).toEqual(
      expect.arrayContaining(['niphal', 'participle', 'participle-active']),
    );
  });

  it.each(['', 'X', 'HVxp3ms', 'HNcfsaz', 'HR//Ncfsa', 'HVqp3', 'HTdd', 'Hq'])('rejects %p', (code) => {
    expect(() => decodeOshbMorph(code)).toThrow(UnknownMorphCodeError);
  });
});

describe('Robinson parsing codes in plain English', () => {
  it.each([
    ['V-AAM-2P', 'Verb, aorist active imperative, 2nd person plural'],
    ['V-AAI-3S', 'Verb, aorist active indicative, 3rd person singular'],
    ['V-2AAI-3P', 'Verb, second aorist active indicative, 3rd person plural'],
    ['V-PAP-NSM', 'Verb, present active participle, nominative singular masculine'],
    ['V-AAN', 'Verb, aorist active infinitive'],
    ['V-RAI-3S-ATT', 'Verb, perfect active indicative, 3rd person singular, Attic form'],
    ['N-NSF', 'Noun, nominative singular feminine'],
    ['N-PRI', 'Noun, proper name, indeclinable'],
    ['A-NSM-N', 'Adjective, nominative singular masculine, negative'],
    ['A-NUI-ABB', 'Adjective, numeral, indeclinable, abbreviated form'],
    ['T-GSM', 'Definite article, genitive singular masculine'],
    ['P-1NS', 'Personal pronoun, 1st person nominative singular'],
    ['P-1NS-K', 'Personal pronoun, 1st person nominative singular, crasis'],
    ['P-GSM', 'Personal pronoun, genitive singular masculine'],
    ['F-3ASM', 'Reflexive pronoun, 3rd person, accusative singular masculine'],
    ['S-1SNSF', 'Possessive pronoun, 1st person singular possessor, nominative singular feminine'],
    ['ADV-N', 'Adverb, negative'],
    ['PRT-I', 'Particle, interrogative'],
    ['CONJ', 'Conjunction'],
    ['HEB', 'Hebrew word'],
  ])('%s → %s', (code, text) => {
    expect(decodeRobinsonMorph(code).description).toBe(text);
  });

  it('lists the features a morph: filter matches', () => {
    expect(decodeRobinsonMorph('V-AAM-2P').features).toEqual([
      'verb',
      'aorist',
      'active',
      'imperative',
      '2nd',
      'plural',
    ]);
    expect(decodeRobinsonMorph('V-2AAI-3P').features).toEqual(
      expect.arrayContaining(['aorist', 'second-aorist']),
    );
    expect(decodeRobinsonMorph('V-PNI-3S').features).toEqual(
      expect.arrayContaining(['deponent', 'middle-or-passive-deponent']),
    );
  });

  it.each(['', 'V', 'V-ZAI-3S', 'V-AAI-4S', 'N-NSX', 'N-NS', 'Z-NSM', 'ADV-Q', 'S-1NSF'])(
    'rejects %p',
    (code) => {
      expect(() => decodeRobinsonMorph(code)).toThrow(UnknownMorphCodeError);
    },
  );
});

describe('the morph: filter', () => {
  it("folds plain features and readers' words to feature keys", () => {
    expect(parseMorphFilter('qal,perfect')).toEqual(['qal', 'perfect']);
    expect(parseMorphFilter('Aorist, Imperative ,second')).toEqual(['aorist', 'imperative', '2nd']);
    expect(parseMorphFilter('sequential imperfect,third')).toEqual(['sequential-imperfect', '3rd']);
    expect(parseMorphFilter('wayyiqtol')).toEqual(['sequential-imperfect']);
    expect(parseMorphFilter('participle-active')).toEqual(['participle-active']);
  });
  it('refuses unknown words and empty filters with a message', () => {
    expect(() => parseMorphFilter('qal,perfekt')).toThrow(/Unknown parsing feature: perfekt/);
    expect(() => parseMorphFilter(',')).toThrow(MorphFilterError);
  });
  it('names the features no word of the language carries: qal in Greek, aorist in Hebrew', () => {
    expect(featuresForeignTo('greek', parseMorphFilter('qal'))).toEqual(['qal']);
    expect(featuresForeignTo('greek', parseMorphFilter('aorist,imperative,plural'))).toEqual([]);
    expect(featuresForeignTo('hebrew', parseMorphFilter('aorist,imperative'))).toEqual(['aorist']);
    expect(featuresForeignTo('hebrew', parseMorphFilter('qal,perfect,peal'))).toEqual([]);
  });
});

describe('features of the word itself', () => {
  it("takes inflection from the morpheme with the Strong's number, only the kind of the others", () => {
    const { features } = decodeOshbMorph('HVqi3fs/Sp3ms', 0);
    expect(features).toEqual(
      expect.arrayContaining([
        'verb',
        'qal',
        'imperfect',
        '3rd',
        'feminine',
        'singular',
        'suffix',
        'pronominal',
      ]),
    );
    expect(features).not.toContain('masculine');
    expect(decodeOshbMorph('HVqi3fs/Sp3ms').features).toContain('masculine');
  });
});
