import { searchRequestCost } from './search-request-cost';

describe('the cost class of a search from its query string', () => {
  it('calls plain words, short phrases and Strong numbers cheap', () => {
    expect(searchRequestCost({ q: 'love' })).toBe('cheap');
    expect(searchRequestCost({ q: '"the lord" god', page: '3' })).toBe('cheap');
    expect(searchRequestCost({ q: 'H7225' })).toBe('cheap');
  });

  it('calls prefixes, relevance, many alternatives and deep pages costly, as the search service does', () => {
    expect(searchRequestCost({ q: 'lov*' })).toBe('costly');
    expect(searchRequestCost({ q: 'love', sort: 'relevance' })).toBe('costly');
    expect(searchRequestCost({ q: 'a OR b OR c OR d OR e' })).toBe('costly');
    expect(searchRequestCost({ q: 'love', page: '21' })).toBe('costly');
  });

  it('follows the engine: a phrase joined with OR is costly only where Meilisearch checks it in our code', () => {
    expect(searchRequestCost({ q: '"the lord" OR god' }, 'postgres')).toBe('cheap');
    expect(searchRequestCost({ q: '"the lord" OR god' }, 'meilisearch')).toBe('costly');
  });

  it('calls input the service refuses cheap: its 400 runs no search', () => {
    expect(searchRequestCost({})).toBe('cheap');
    expect(searchRequestCost({ q: ['a*', 'b*'] })).toBe('cheap');
    expect(searchRequestCost({ q: 'a*' })).toBe('cheap');
    expect(searchRequestCost({ q: 'love', page: 'x' })).toBe('cheap');
  });
});
