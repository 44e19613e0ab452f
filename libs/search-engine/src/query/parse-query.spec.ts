import { foldText } from './fold-word';
import { parseSearchQuery } from './parse-query';
import { QueryParseError } from './query-parse.error';
import { toTsqueryText } from '../postgres/tsquery-text';

describe('parseSearchQuery', () => {
  it('requires every word, folded to lower case without punctuation, an inner apostrophe kept', () => {
    expect(parseSearchQuery("The LORD's, house!")).toEqual({
      groups: [
        [{ kind: 'word', word: 'the', prefix: false }],
        [{ kind: 'word', word: "lord's", prefix: false }],
        [{ kind: 'word', word: 'house', prefix: false }],
      ],
      excluded: [],
      strongs: [],
      excludedStrongs: [],
    });
  });

  it('keeps a quoted phrase as words that must follow one another', () => {
    expect(parseSearchQuery('"In the beginning"').groups).toEqual([
      [{ kind: 'phrase', words: ['in', 'the', 'beginning'] }],
    ]);
  });

  it('runs an unclosed quote to the end of the box', () => {
    expect(parseSearchQuery('"in the beginning').groups).toEqual([
      [{ kind: 'phrase', words: ['in', 'the', 'beginning'] }],
    ]);
  });

  it('joins the neighbours of OR into one group', () => {
    expect(parseSearchQuery('faith OR hope love').groups).toEqual([
      [
        { kind: 'word', word: 'faith', prefix: false },
        { kind: 'word', word: 'hope', prefix: false },
      ],
      [{ kind: 'word', word: 'love', prefix: false }],
    ]);
  });

  it('treats a lower-case or as a word', () => {
    expect(parseSearchQuery('silver or gold').groups).toHaveLength(3);
  });

  it('excludes words and phrases after a minus', () => {
    const query = parseSearchQuery('love -world -"the flesh"');
    expect(query.excluded).toEqual([
      { kind: 'word', word: 'world', prefix: false },
      { kind: 'phrase', words: ['the', 'flesh'] },
    ]);
  });

  it('reads a trailing star as a prefix', () => {
    expect(parseSearchQuery('begin*').groups).toEqual([[{ kind: 'word', word: 'begin', prefix: true }]]);
  });

  it("normalises Strong's numbers and keeps them out of the text", () => {
    const query = parseSearchQuery('H07225 g26 -H430 beginning');
    expect(query.strongs).toEqual(['H7225', 'G26']);
    expect(query.excludedStrongs).toEqual(['H430']);
    expect(query.groups).toEqual([[{ kind: 'word', word: 'beginning', prefix: false }]]);
  });

  it('reads in: as a book, a range of books or a testament', () => {
    expect(parseSearchQuery('love in:Gen-Deu').scope).toEqual({ fromBook: 1, toBook: 5 });
    expect(parseSearchQuery('love in:nt').scope).toEqual({ fromBook: 40, toBook: 66 });
    expect(parseSearchQuery('love in:1Cor').scope).toEqual({ fromBook: 46, toBook: 46 });
  });

  it('folds Greek and Hebrew as the index does: no accents, no points, final sigma as sigma', () => {
    expect(foldText('Ἀγάπη ὁ Θεὸς')).toBe('αγαπη ο θεοσ');
    expect(foldText('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(foldText('Æsop naïve')).toBe('aesop naive');
  });

  it("keeps an apostrophe between letters as part of the word (God's is not gods), drops a loose one", () => {
    expect(foldText("God’s KING'S Moses' ‘quoted’ ʼabba")).toBe("god's king's moses quoted abba");
    expect(foldText("fathers' sons’ 'tis")).toBe('fathers sons tis');
    expect(toTsqueryText(parseSearchQuery("God's"))).toBe("'god''s'");
  });

  it.each([
    ['', 'Enter a word'],
    ['   ', 'Enter a word'],
    ['!!! ...', 'no words'],
    ['-love', 'cannot only exclude'],
    ['a*', 'at least 2 letters'],
    ['love in:Narnia', 'Unknown book "Narnia"'],
    ['love in:Deu-Gen', 'runs backwards'],
    ['H7225 OR G26', 'cannot be joined with OR'],
    ['x'.repeat(501), 'too long'],
    ['ab* OR cd* OR ef* OR gh* OR ij*', 'too many prefix* terms: at most 4'],
    ['love -ab* -cd* -ef* -gh* -ij*', 'too many prefix* terms'],
  ])('refuses %j naming the problem (%s)', (input, message) => {
    expect(() => parseSearchQuery(input)).toThrow(QueryParseError);
    expect(() => parseSearchQuery(input)).toThrow(message);
  });
});

it('accepts as many prefix* terms as the limit allows', () => {
  expect(parseSearchQuery('ab* OR cd* OR ef* OR gh*').groups[0]).toHaveLength(4);
});

describe('toTsqueryText', () => {
  it('quotes every lexeme and uses phrase, OR, NOT and prefix operators', () => {
    expect(toTsqueryText(parseSearchQuery('"in the beginning" faith OR hope -world begin*'))).toBe(
      "('in' <-> 'the' <-> 'beginning') & ('faith' | 'hope') & 'begin':* & !'world'",
    );
  });

  it("has no text part for a Strong's number alone", () => {
    expect(toTsqueryText(parseSearchQuery('H7225'))).toBeUndefined();
  });
});

describe('the morph: filter', () => {
  it("keeps plain parsing features beside a Strong's number or a word", () => {
    expect(parseSearchQuery('H1254 morph:qal,perfect')).toMatchObject({
      strongs: ['H1254'],
      morph: ['qal', 'perfect'],
    });
    expect(parseSearchQuery('agapao morph:Aorist,Imperative')).toMatchObject({
      groups: [[{ kind: 'word', word: 'agapao' }]],
      morph: ['aorist', 'imperative'],
    });
  });
  it('refuses an unknown feature and an excluded filter with a message', () => {
    expect(() => parseSearchQuery('H1254 morph:qual')).toThrow(/Unknown parsing feature: qual/);
    expect(() => parseSearchQuery('H1254 -morph:qal')).toThrow(/cannot be excluded/);
  });
});
