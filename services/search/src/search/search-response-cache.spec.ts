import type { SearchResponse } from '@strongs/contracts';
import { SearchResponseCache } from './search-response-cache';

const response = (query: string) => ({ query, results: [], totalResults: 0, totalPages: 0, currentPage: 1 }) as unknown as SearchResponse;

describe('SearchResponseCache', () => {
  it('returns what was stored under the same key only', () => {
    const cache = new SearchResponseCache();
    cache.set('["kjv","2026-11-21T12:00:00.000Z","love"]', response('love'));
    expect(cache.get('["kjv","2026-11-21T12:00:00.000Z","love"]')?.query).toBe('love');
    expect(cache.get('["kjv","2026-11-21T13:00:00.000Z","love"]')).toBeUndefined();
  });

  it('forgets the least recently used answer when full', () => {
    const cache = new SearchResponseCache();
    for (let i = 0; i < 2000; i++) cache.set(`k${i}`, response(`q${i}`));
    cache.get('k0');
    cache.set('k2000', response('q2000'));
    expect(cache.get('k0')?.query).toBe('q0');
    expect(cache.get('k1')).toBeUndefined();
  });
});
