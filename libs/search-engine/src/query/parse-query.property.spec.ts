import fc from 'fast-check';
import { toTsqueryText } from '../postgres/tsquery-text';
import { parseSearchQuery } from './parse-query';
import { QueryParseError } from './query-parse.error';

const pieces = fc.constantFrom(
  '"',
  '-',
  '*',
  'OR',
  '|',
  'in:',
  'in:Gen-',
  'H',
  'g0',
  '26',
  ' ',
  "'",
  '\\',
  ':',
  '&',
  '!',
  '(',
  ')',
  '<->',
  'ς',
  'ἀ',
  'בְּ',
  '\u0000',
  '\ud800',
);
const noisy = fc
  .array(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), pieces), { maxLength: 40 })
  .map((parts) => parts.join(' '));
const anything = fc.oneof(
  fc.string({ maxLength: 600 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  noisy,
);

describe('the query parser on random input', () => {
  it('either parses or throws its QueryParseError, never anything else', () => {
    fc.assert(
      fc.property(anything, (input) => {
        try {
          parseSearchQuery(input);
        } catch (error) {
          if (!(error instanceof QueryParseError)) throw error;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('only ever puts letters and digits inside tsquery lexemes', () => {
    fc.assert(
      fc.property(anything, (input) => {
        let text: string | undefined;
        try {
          text = toTsqueryText(parseSearchQuery(input));
        } catch (error) {
          if (error instanceof QueryParseError) return;
          throw error;
        }
        const outside = (text ?? '').replace(/'[\p{L}\p{N}]+'/gu, '');
        expect(outside).toMatch(/^[\s()&|!<\->:*]*$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts any query with at least one ordinary word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,12}$/), anything, (word, noise) => {
        const input = `${word} ${noise}`.slice(0, 500);
        try {
          const query = parseSearchQuery(input);
          expect(query.groups.length + query.strongs.length).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(QueryParseError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
