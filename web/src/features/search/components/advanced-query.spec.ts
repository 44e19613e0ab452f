import { advancedQuery, EMPTY_ADVANCED_SEARCH } from './advanced-query';

describe('the advanced search’s query', () => {
  it('writes every field in the box’s language', () => {
    expect(
      advancedQuery({
        ...EMPTY_ADVANCED_SEARCH,
        allWords: 'love  God',
        phrase: 'the world',
        anyWords: 'charity mercy',
        noneWords: 'hate',
        fromBook: 'Matt',
        toBook: 'John',
      }),
    ).toBe('love God "the world" charity OR mercy -hate in:Matt-John');
  });

  it('writes a Strong’s number with its parsing, a single book and a testament', () => {
    expect(
      advancedQuery({
        ...EMPTY_ADVANCED_SEARCH,
        strongs: 'h1254',
        fromBook: 'Gen',
        morph: ['qal', 'perfect'],
      }),
    ).toBe('H1254 in:Gen morph:qal,perfect');
    expect(advancedQuery({ ...EMPTY_ADVANCED_SEARCH, allWords: 'grace', testament: 'nt' })).toBe(
      'grace in:nt',
    );
    expect(
      advancedQuery({ ...EMPTY_ADVANCED_SEARCH, allWords: 'grace', fromBook: 'Rom', toBook: 'Rom' }),
    ).toBe('grace in:Rom');
  });

  it('keeps typed quotes, signs, OR and what is not a Strong’s number from changing the meaning', () => {
    expect(
      advancedQuery({
        ...EMPTY_ADVANCED_SEARCH,
        allWords: '"light -dark OR',
        noneWords: '-night',
        strongs: 'G26 love',
      }),
    ).toBe('light dark -night G26');
    expect(advancedQuery(EMPTY_ADVANCED_SEARCH)).toBe('');
  });
});
