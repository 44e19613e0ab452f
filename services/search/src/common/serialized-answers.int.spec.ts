import request from 'supertest';
import type { App } from 'supertest/types';
import type { SearchResponse } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';
import { AnswerCache } from './answer-cache';

describe('answers the cache keeps are sent as the JSON made when keeping them', () => {
  let t: TestApp;
  let http: App;

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    http = t.app.getHttpServer() as App;
  });
  afterAll(() => t?.close());

  it('sends a cached word search as the JSON made when it was kept, not serialised again', async () => {
    const path = '/api/search-strongs?q=lovingkindness&db=kjv';
    const set = jest.spyOn(AnswerCache.prototype, 'set');
    const miss = await request(http).get(path).expect(200);

    const kept = set.mock.calls[0][1] as SearchResponse;
    set.mockRestore();
    // Had the hit been serialised again, this change to the object would show in it.
    kept.query = 'changed after it was kept';
    const hit = await request(http).get(path).expect(200);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.text).toBe(miss.text);
    expect(miss.body.query).toBe('lovingkindness');
    expect(miss.body.results.length).toBeGreaterThan(20);
    expect(miss.body.results[0].matchedWords).toEqual(['lovingkindness']);
  });

  it('leaves an answer the cache does not hold to Express', async () => {
    const res = await request(http).get('/api/bible/verse/43/3/16/kjv').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.stringify(res.body)).toContain('For God so loved the world');
  });
});
