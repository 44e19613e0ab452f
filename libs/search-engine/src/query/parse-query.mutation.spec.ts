import fc from 'fast-check';
import { parseSearchQuery } from './parse-query';
import { QueryParseError } from './query-parse.error';

/** Queries of every kind the spec documents, as users type them. */
const REAL_QUERIES = [
  'love',
  '"in the beginning"',
  'faith OR hope -charity',
  'begin*',
  'H7225',
  'g26',
  'Gen 1:1-3; Jn 3:16',
  'Genesis 2',
  'light in:Gen-Deut',
  'grace in:nt',
  'ἀγάπη',
  'בְּרֵאשִׁית',
  'mercy "lovingkindness" -wrath in:Ps',
];

/** One edit at a code unit: replace, insert, delete, or cut, with characters the tokenizer cares about. */
const special = fc.constantFrom(
  '"',
  '-',
  '*',
  ':',
  ' ',
  'OR',
  '\u0000',
  '\ud800',
  '\u200b',
  '\\',
  "'",
  '(',
  ')',
  '|',
  '&',
  '!',
  'in:',
  '\t',
  '\n',
);
const edit = fc.tuple(
  fc.constantFrom('replace', 'insert', 'delete', 'cut'),
  fc.nat(),
  fc.oneof(special, fc.string({ maxLength: 3 })),
);
const damagedQuery = fc
  .tuple(fc.constantFrom(...REAL_QUERIES), fc.array(edit, { minLength: 1, maxLength: 6 }))
  .map(([query, edits]) =>
    edits.reduce((text, [kind, at, piece]) => {
      const i = at % (text.length + 1);
      if (kind === 'replace') return text.slice(0, i) + piece + text.slice(i + 1);
      if (kind === 'insert') return text.slice(0, i) + piece + text.slice(i);
      if (kind === 'delete') return text.slice(0, i) + text.slice(i + 1);
      return text.slice(0, i);
    }, query),
  );

describe('the query parser on damaged real queries', () => {
  it('either parses or throws its QueryParseError with a message for the user', () => {
    fc.assert(
      fc.property(damagedQuery, (input) => {
        try {
          parseSearchQuery(input);
        } catch (error) {
          if (!(error instanceof QueryParseError)) throw error;
          expect(error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
