import { DEFAULT_OCCURRENCES_PAGE_SIZE, type StrongsDefinitionResponse } from '@strongs/contracts';
import { waitUntil } from '@strongs/testing';
import IORedis from 'ioredis';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';
import { cacheRedisUrl, LexiconCacheStore } from './lexicon-cache-store';

const keysUnder = async (redis: IORedis, prefix: string): Promise<string[]> => {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    found.push(...keys);
  } while (cursor !== '0');
  return found;
};

describe('the lexicon answer cache’s own Redis database', () => {
  let t: LexiconTestApp;
  let http: App;
  let sessionsAndQueues: IORedis;
  let cache: IORedis;

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
    http = t.app.getHttpServer() as App;
    sessionsAndQueues = new IORedis(t.config.REDIS_URL);
    cache = t.app.get(LexiconCacheStore).client;
    await waitUntil(() => cache.status === 'ready', { what: 'the cache’s Redis connection' });
  });
  afterAll(async () => {
    sessionsAndQueues?.disconnect();
    await t?.close();
  });

  it('is logical database 1 of the sessions’ server unless CACHE_REDIS_URL names another', () => {
    expect(cacheRedisUrl({ REDIS_URL: 'redis://:pw@redis:6379' })).toBe('redis://:pw@redis:6379/1');
    expect(cacheRedisUrl({ REDIS_URL: 'redis://redis:6379/0', CACHE_REDIS_URL: 'redis://cache:6379' })).toBe(
      'redis://cache:6379',
    );
    expect(cacheRedisUrl(t.config)).not.toBe(t.config.REDIS_URL);
  });

  it('keeps 1,000 distinct definition pages out of the sessions’ database, as keys with a TTL for the canonical pages only', async () => {
    const prefix = t.config.LEXICON_CACHE_PREFIX;
    // H430 (God) has 2,600 KJV verses: 52 pages of the web's size, and any other size or page a visitor invents.
    const first = (await request(http).get('/api/strongs/definition/H430').expect(200))
      .body as StrongsDefinitionResponse;
    const pages = first.pagination.pages;
    expect(pages).toBeGreaterThan(40);
    let asked = 1;
    for (let page = 2; page <= pages; page++, asked++)
      await request(http).get(`/api/strongs/definition/H430?page=${page}`).expect(200);
    for (let n = 0; asked < 1000; n++, asked++) {
      const query = n % 2 ? `page=${pages + n}` : `limit=${1 + (n % 199)}&page=${1 + (n % 7)}`;
      await request(http).get(`/api/strongs/definition/H430?${query}`).expect(200);
    }

    expect(await keysUnder(sessionsAndQueues, prefix)).toEqual([]);
    await waitUntil(async () => (await keysUnder(cache, prefix)).length >= pages, {
      what: 'the canonical pages written to the cache',
      timeoutMs: 10_000,
      everyMs: 100,
    });
    const kept = await keysUnder(cache, prefix);
    // Only the web's pages are kept (limit n is another answer of the same page: never stored).
    expect(kept).toHaveLength(pages);
    expect(kept.every((key) => key.endsWith(`:${DEFAULT_OCCURRENCES_PAGE_SIZE}`))).toBe(true);
    const ttls = await Promise.all(kept.map((key) => cache.ttl(key)));
    expect(ttls.every((ttl) => ttl > 0 && ttl <= t.config.LEXICON_CACHE_TTL_SECONDS)).toBe(true);
  });
});
