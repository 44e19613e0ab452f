import fc from 'fast-check';
import { ReferenceParseError, UnknownReferenceError } from '../errors';
import { formatReference } from './format-reference';
import { looksLikeReference, parseReferences } from './parse-references';

const v = (book: number, chapter: number, verse: number) => ({ book, chapter, verse });

describe('parseReferences', () => {
  it('reads a list of references separated by a semicolon', () => {
    expect(parseReferences('Gen 1:1-3; Jn 3:16')).toEqual([
      { start: v(1, 1, 1), end: v(1, 1, 3) },
      { start: v(43, 3, 16), end: v(43, 3, 16) },
    ]);
  });

  it('reads a whole chapter as its first to last verse', () => {
    expect(parseReferences('Genesis 2')).toEqual([{ start: v(1, 2, 1), end: v(1, 2, 25) }]);
    expect(parseReferences('Rom 8')).toEqual([{ start: v(45, 8, 1), end: v(45, 8, 39) }]);
  });

  it('reads numbered books, verse lists and ranges across chapters', () => {
    expect(parseReferences('1 Cor 13:4-7')).toEqual([{ start: v(46, 13, 4), end: v(46, 13, 7) }]);
    expect(parseReferences('John 3:16,18')).toEqual([
      { start: v(43, 3, 16), end: v(43, 3, 16) },
      { start: v(43, 3, 18), end: v(43, 3, 18) },
    ]);
    expect(parseReferences('Gen 1:30-2:3')).toEqual([{ start: v(1, 1, 30), end: v(1, 2, 3) }]);
  });

  it('reads a whole book', () => {
    expect(parseReferences('Jude')).toEqual([{ start: v(65, 1, 1), end: v(65, 1, 25) }]);
    expect(parseReferences('Genesis')).toEqual([{ start: v(1, 1, 1), end: v(1, 50, 26) }]);
  });

  it('says "Not a Bible reference" for text that is no reference', () => {
    expect(() => parseReferences('love')).toThrow(new ReferenceParseError('love'));
    expect(() => parseReferences('love')).toThrow('Not a Bible reference: love');
    expect(() => parseReferences('mark the perfect man')).toThrow(ReferenceParseError);
    expect(() => parseReferences('')).toThrow(ReferenceParseError);
  });

  it('says "Reference not found" for chapters and verses that do not exist', () => {
    expect(() => parseReferences('Gen 51:1')).toThrow(new UnknownReferenceError('Gen 51:1'));
    expect(() => parseReferences('John 3:99')).toThrow('Reference not found: John 3:99');
    expect(() => parseReferences('Gen 1:1-40')).toThrow(UnknownReferenceError);
    expect(() => parseReferences('3 John 1:15')).toThrow(UnknownReferenceError);
  });

  it('throws nothing but its typed errors on random input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[1-3]? ?[A-Za-z]{2,8} \d{1,3}(:\d{1,3})?(-\d{1,3})?$/)),
        (text) => {
          try {
            parseReferences(text);
          } catch (error) {
            expect(error instanceof ReferenceParseError || error instanceof UnknownReferenceError).toBe(true);
          }
        },
      ),
    );
  });
});

describe('looksLikeReference', () => {
  it.each(['John 3:16', 'Genesis 2', 'Gen 1:1-3; Jn 3:16', '1 Cor 13:4-7', 'John 3:16,18', 'John 3:99'])(
    'takes %s for a reference',
    (text) => {
      expect(looksLikeReference(text)).toBe(true);
    },
  );

  it.each([
    'love',
    'in the beginning',
    'mark the perfect man',
    'Mark',
    'God so loved',
    'John 3:16 love',
    'acts of faith',
    '',
  ])('takes %j for a word query', (text) => {
    expect(looksLikeReference(text)).toBe(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof looksLikeReference(text) === 'boolean'));
  });
});

describe('formatReference', () => {
  it('writes verses, verse ranges and ranges across chapters', () => {
    expect(formatReference(v(1, 1, 1))).toBe('Genesis 1:1');
    expect(formatReference({ start: v(1, 1, 1), end: v(1, 1, 3) })).toBe('Genesis 1:1-3');
    expect(formatReference({ start: v(1, 1, 30), end: v(1, 2, 3) })).toBe('Genesis 1:30-2:3');
  });

  it('writes whole chapters and books the short way, and other styles', () => {
    expect(formatReference(parseReferences('Genesis 2')[0])).toBe('Genesis 2');
    expect(formatReference(parseReferences('Jude')[0])).toBe('Jude 1');
    expect(formatReference(parseReferences('Genesis')[0])).toBe('Genesis');
    expect(formatReference(v(9, 3, 4), 'abbreviation')).toBe('1 Sam 3:4');
    expect(formatReference({ start: v(43, 3, 16), end: v(43, 3, 17) }, 'osis')).toBe('John.3.16-John.3.17');
  });
});
