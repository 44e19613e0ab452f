import fc from 'fast-check';
import { InvalidStrongsNumberError } from '../errors';
import { corpusHead, mutatedText } from '../readers/__fixtures__/corpus-mutations';
import { oshbLemmaStrongs } from '../readers/oshb-lemma';
import { parseLemmaAttribute, parseStrongs } from './strongs-number';
import { parseTaggedText } from './tagged-text';

const VALID = /^[HG][1-9]\d{0,4}[a-z]?$/;

/** Lemma attributes exactly as the KJV OSIS text in the corpus carries them. */
function corpusLemmas(): string[] {
  const text = corpusHead('kjv-strongs-crosswire/kjv-crosswire.tsv.gz').toString('utf8');
  return [...new Set([...text.matchAll(/lemma="([^"]+)"/g)].map((m) => m[1]))].slice(0, 40);
}

describe("the Strong's parsers on damaged real input", () => {
  const lemmas = corpusLemmas();
  const damagedLemma = fc.constantFrom(...lemmas).chain((lemma) => mutatedText(Buffer.from(lemma)));

  it('finds lemma attributes in the corpus to damage', () => {
    expect(lemmas.length).toBeGreaterThan(10);
  });

  it('reads only well-formed numbers out of damaged OSIS lemma attributes', () => {
    fc.assert(
      fc.property(damagedLemma, (lemma) => {
        for (const n of parseLemmaAttribute(lemma)) expect(n).toMatch(VALID);
      }),
      { numRuns: 500 },
    );
  });

  it('parses a damaged number or throws InvalidStrongsNumberError', () => {
    const damagedNumber = fc
      .constantFrom('H7225', 'G26', 'h07225', 'strong:H0430', '{H7225}', 'H1254a', 'G0026')
      .chain((n) => mutatedText(Buffer.from(n)));
    fc.assert(
      fc.property(damagedNumber, (input) => {
        try {
          expect(parseStrongs(input)).toMatch(VALID);
        } catch (error) {
          if (!(error instanceof InvalidStrongsNumberError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on damaged OSHB lemmas or tagged verse text', () => {
    const oshb = fc
      .constantFrom('b/7225', 'c/1254 a', '430', 'd/776+', 'l/3068')
      .chain((l) => mutatedText(Buffer.from(l)));
    const tagged = mutatedText(
      Buffer.from('In the beginning{H7225} God{H430} created{H853}{H1254}{(H8804)} the heaven{H8064}'),
    );
    fc.assert(
      fc.property(oshb, tagged, (lemma, text) => {
        for (const n of oshbLemmaStrongs(lemma)) expect(n).toMatch(VALID);
        for (const word of parseTaggedText(text)) for (const n of word.strongs) expect(n).toMatch(VALID);
      }),
      { numRuns: 500 },
    );
  });
});
