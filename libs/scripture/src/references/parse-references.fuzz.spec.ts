import fc from 'fast-check';
import { ReferenceParseError, UnknownReferenceError } from '../errors';
import { mutatedText } from '../readers/__fixtures__/corpus-mutations';
import { looksLikeReference, parseReferences } from './parse-references';

/** References as readers type them into the search box, then damaged byte by byte. */
const REAL_REFERENCES = [
  'Gen 1:1-3; Jn 3:16',
  'Genesis 2',
  '1 Cor 13:4-7',
  'John 3:16,18',
  'Ps 119:105',
  'Rev 22:21',
  'Song of Solomon 2:1-3',
  '2 Kgs 2:11 - 3:2',
  'Mt 5:3-12; Lk 6:20-23; Jas 1:2',
  'Obad 1:1',
  'Jude 3',
  'Gen.1.1-Gen.1.3',
];
const damaged = fc.constantFrom(...REAL_REFERENCES).chain((ref) => mutatedText(Buffer.from(ref)));

describe('the reference parser on damaged real references', () => {
  it('throws nothing but ReferenceParseError or UnknownReferenceError', () => {
    fc.assert(
      fc.property(damaged, (text) => {
        try {
          for (const range of parseReferences(text)) expect(range.start.book).toBeGreaterThanOrEqual(1);
        } catch (error) {
          if (!(error instanceof ReferenceParseError || error instanceof UnknownReferenceError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('looksLikeReference answers a boolean for every damaged reference', () => {
    fc.assert(
      fc.property(damaged, (text) => typeof looksLikeReference(text) === 'boolean'),
      { numRuns: 500 },
    );
  });
});
