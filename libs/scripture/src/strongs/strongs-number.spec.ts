import fc from 'fast-check';
import { InvalidStrongsNumberError } from '../errors';
import {
  baseStrongs,
  parseLemmaAttribute,
  splitLemmaAttribute,
  parseStrongs,
  strongsLanguage,
  strongsNumeric,
  tryParseStrongs,
} from './strongs-number';

describe("Strong's numbers", () => {
  it.each([
    ['h07225', 'H7225'],
    ['H7225', 'H7225'],
    ['strong:H0430', 'H430'],
    ['G0026', 'G26'],
    ['{H7225}', 'H7225'],
    ['H1254a', 'H1254a'],
    [' g26 ', 'G26'],
  ])('normalises %s to %s', (input, expected) => {
    expect(parseStrongs(input)).toBe(expected);
  });

  it.each(['', 'H', 'H0', 'G000', 'X12', 'H123456', 'H12AB', 'love', '7225'])(
    'rejects %j with the spec message',
    (input) => {
      expect(() => parseStrongs(input)).toThrow(new InvalidStrongsNumberError(input));
      expect(() => parseStrongs(input)).toThrow(`Invalid Strong's number: ${input}`);
      expect(tryParseStrongs(input)).toBeUndefined();
    },
  );

  it('gives the base number, the language and the numeric part', () => {
    expect(baseStrongs('H1254a')).toBe('H1254');
    expect(strongsLanguage('H1')).toBe('hebrew');
    expect(strongsLanguage('g26')).toBe('greek');
    expect(strongsNumeric('H7225')).toBe(7225);
  });

  it('reads the numbers of an OSIS lemma attribute and ignores the other parts', () => {
    expect(parseLemmaAttribute('strong:H0853 strong:H01254 lemma.TR:ἀγαπάω')).toEqual(['H853', 'H1254']);
    expect(parseLemmaAttribute('lemma.TR:x')).toEqual([]);
  });

  it('reads a bare number after a strong: part as one more number of the word (the RV1909)', () => {
    expect(parseLemmaAttribute('strong:H5315 H2416')).toEqual(['H5315', 'H2416']);
    expect(parseLemmaAttribute('strong:G2424 G5547 G0025')).toEqual(['G2424', 'G5547', 'G25']);
    expect(splitLemmaAttribute('strong:H5315 H2416 lemma.TR:x')).toEqual({
      strongs: ['H5315', 'H2416'],
      other: ['lemma.TR:x'],
    });
    // Only after a strong: part: a lemma of its own that looks like a number is not one.
    expect(splitLemmaAttribute('H2416 strong:H5315')).toEqual({ strongs: ['H5315'], other: ['H2416'] });
    expect(splitLemmaAttribute('strong:H1 lemma.TR:x H2')).toEqual({
      strongs: ['H1'],
      other: ['lemma.TR:x', 'H2'],
    });
  });

  it('throws nothing but InvalidStrongsNumberError on any input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        try {
          const parsed = parseStrongs(input);
          expect(parseStrongs(parsed)).toBe(parsed);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidStrongsNumberError);
        }
      }),
    );
  });
});
