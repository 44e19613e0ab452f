import { decodeMorph, describeMorph, morphSchemeOf } from './decode-morph';

describe("decoding by the text's scheme", () => {
  it('reads Robinson codes that start like OSHB Aramaic ones as Greek', () => {
    expect(decodeMorph('A-NPF', morphSchemeOf('grc')).description).toBe(
      'Adjective, nominative plural feminine',
    );
    expect(decodeMorph('ADV', 'robinson').description).toBe('Adverb');
    expect(decodeMorph('ANcmsa', morphSchemeOf('he')).description).toBe(
      'Aramaic: Noun, common, masculine, singular, absolute',
    );
  });
});

describe('describing a code for readers', () => {
  it('answers the plain-English parsing, and null for no code or an unknown one', () => {
    expect(describeMorph('V-AAI-3S', 'robinson')).toBe(decodeMorph('V-AAI-3S', 'robinson').description);
    expect(describeMorph('', 'oshb')).toBeNull();
    expect(describeMorph('ZZZ', 'oshb')).toBeNull();
  });
});
