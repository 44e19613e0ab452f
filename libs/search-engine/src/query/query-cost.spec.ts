import { parseSearchQuery } from './parse-query';
import { isCostlySearch } from './query-cost';

const costly = (q: string, engine: 'postgres' | 'meilisearch' = 'postgres', page = 1) =>
  isCostlySearch(parseSearchQuery(q), undefined, page, engine);

describe('which searches run in the costly lane', () => {
  it('keeps plain words, short phrases and Strong numbers cheap on both engines', () => {
    for (const engine of ['postgres', 'meilisearch'] as const) {
      expect(costly('love', engine)).toBe(false);
      expect(costly('"the lord" god', engine)).toBe(false);
      expect(costly('H7225', engine)).toBe(false);
    }
  });

  it('counts prefixes, relevance, many alternatives and deep pages as costly on both engines', () => {
    expect(costly('lov*')).toBe(true);
    expect(costly('a OR b OR c OR d OR e', 'meilisearch')).toBe(true);
    expect(costly('love', 'postgres', 21)).toBe(true);
    expect(isCostlySearch(parseSearchQuery('love'), 'relevance', 1, 'meilisearch')).toBe(true);
  });

  it('counts a phrase joined with OR, excluded or past ten words as costly where Meilisearch checks it in our code', () => {
    expect(costly('"the lord" OR god', 'meilisearch')).toBe(true);
    expect(costly('god -"the lord"', 'meilisearch')).toBe(true);
    expect(costly('"in the beginning god created the heaven and the earth and"', 'meilisearch')).toBe(true);
    // Postgres matches such phrases in its own index.
    expect(costly('"the lord" OR god', 'postgres')).toBe(false);
    expect(costly('god -"the lord"', 'postgres')).toBe(false);
  });
});
