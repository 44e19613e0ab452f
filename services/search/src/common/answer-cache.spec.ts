import type { SearchResponse } from '@strongs/contracts';
import { keptJson } from '@strongs/nest-common';
import { AnswerCache } from './answer-cache';

const response = (query: string) =>
  ({ query, results: [], totalResults: 0, totalPages: 0, currentPage: 1 }) as unknown as SearchResponse;

describe('AnswerCache', () => {
  it('returns what was stored under the same key only', () => {
    const cache = new AnswerCache();
    cache.set('["kjv","2026-11-21T12:00:00.000Z","love"]', response('love'));
    expect((cache.get('["kjv","2026-11-21T12:00:00.000Z","love"]') as SearchResponse).query).toBe('love');
    expect(cache.get('["kjv","2026-11-21T13:00:00.000Z","love"]')).toBeUndefined();
  });

  it('computes an answer once and then serves it', async () => {
    const cache = new AnswerCache();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.through('k', compute)).toBe(1);
    expect(await cache.through('k', compute)).toBe(1);
  });

  it('shares one computation among concurrent misses of a key, and computes again after a failure', async () => {
    const cache = new AnswerCache();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      calls++;
      await gate;
      return calls;
    };
    const answers = Promise.all([
      cache.through('k', compute),
      cache.through('k', compute),
      cache.through('k', compute),
    ]);
    release();
    expect(await answers).toEqual([1, 1, 1]);
    await expect(cache.through('bad', () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
    expect(await cache.through('bad', async () => 'second try')).toBe('second try');
  });

  it('forgets the least recently used answer when full', () => {
    const cache = new AnswerCache();
    for (let i = 0; i < 2000; i++) cache.set(`k${i}`, response(`q${i}`));
    cache.get('k0');
    cache.set('k2000', response('q2000'));
    expect((cache.get('k0') as SearchResponse).query).toBe('q0');
    expect(cache.get('k1')).toBeUndefined();
  });

  it('holds at most its byte budget after 200 distinct large answers, and keeps no answer larger than an eighth', () => {
    const budget = 1024 * 1024;
    const cache = new AnswerCache(budget);
    const large = (i: number) => ({ query: `word${i}`, results: [{ text: 'x'.repeat(20_000) }] });
    for (let i = 0; i < 200; i++) cache.set(`k${i}`, large(i));
    expect(cache.heldBytes).toBeLessThanOrEqual(budget);
    expect(cache.heldBytes).toBeGreaterThan(budget / 2);
    expect(cache.get('k199')).toEqual(large(199));
    expect(cache.get('k0')).toBeUndefined();
    cache.set('huge', { results: [{ text: 'x'.repeat(budget / 8) }] });
    expect(cache.get('huge')).toBeUndefined();
  });

  it('keeps the JSON it made of an answer it kept, for that very object only', async () => {
    const cache = new AnswerCache();
    const kept = await cache.through('k', async () => response('love'));
    expect(keptJson(kept)).toBe(JSON.stringify(response('love')));
    expect(keptJson(await cache.through('k', async () => response('other')))).toBe(
      JSON.stringify(response('love')),
    );
    expect(keptJson({ ...kept })).toBeUndefined();
    expect(keptJson('love')).toBeUndefined();
  });
});
