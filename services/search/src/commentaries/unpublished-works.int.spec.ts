import request from 'supertest';
import { DataSource } from 'typeorm';
import { waitUntil } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

/** What a visitor is served of MHCC and Nave's beside John 3:16 (FAITH cites it), in the topic LOVE and for `love`. */
interface Seen {
  mhccListed: boolean;
  mhccBesideJohn316: boolean;
  mhccAtJohn316: number;
  love: number;
  faithBesideJohn316: boolean;
  loveMatched: boolean;
}

describe('an administrator unpublishing a reference work: readers follow its generation within the catalogue refresh', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const text = async (path: string) => JSON.stringify((await get(path)).body);

  async function seen(): Promise<Seen> {
    return {
      mhccListed: (await text('/api/commentaries')).includes('"code":"mhcc"'),
      mhccBesideJohn316: (await text('/api/commentaries/by-verse/43/3/16')).includes('"code":"mhcc"'),
      mhccAtJohn316: (await get('/api/commentaries/mhcc/43/3/16')).status,
      love: (await get('/api/topics/love')).status,
      faithBesideJohn316: (await text('/api/topics/by-verse/43/3/16')).includes('"slug":"faith"'),
      loveMatched: (await text('/api/search-strongs?q=love')).includes('"topicMatches":[{"slug":"love"'),
    };
  }

  /** What the importer's publish and unpublish write, in one statement: the flag and a new generation. */
  const setPublished = (published: boolean) =>
    t.app
      .get(DataSource)
      .query(
        `UPDATE reference_works SET published = $1, generation = generation + 1 WHERE code IN ('mhcc', 'nave')`,
        [published],
      );

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hides MHCC and Nave’s from every commentary and topic answer, then serves the same answers again on publish', async () => {
    const shown: Seen = {
      mhccListed: true,
      mhccBesideJohn316: true,
      mhccAtJohn316: 200,
      love: 200,
      faithBesideJohn316: true,
      loveMatched: true,
    };
    expect(await seen()).toEqual(shown);
    const before = {
      john316: (await get('/api/commentaries/mhcc/43/3/16')).body,
      love: (await get('/api/topics/love')).body,
    };

    await setPublished(false);
    const hidden: Seen = {
      mhccListed: false,
      mhccBesideJohn316: false,
      mhccAtJohn316: 404,
      love: 404,
      faithBesideJohn316: false,
      loveMatched: false,
    };
    await waitUntil(async () => JSON.stringify(await seen()) === JSON.stringify(hidden), {
      what: 'MHCC and Nave’s gone from the answers',
      timeoutMs: 15_000,
      everyMs: 200,
    });

    await setPublished(true);
    await waitUntil(async () => JSON.stringify(await seen()) === JSON.stringify(shown), {
      what: 'MHCC and Nave’s back in the answers',
      timeoutMs: 15_000,
      everyMs: 200,
    });
    const generationOf = (body: { work: { generation: number } }) => body.work.generation;
    const after = {
      john316: (await get('/api/commentaries/mhcc/43/3/16')).body,
      love: (await get('/api/topics/love')).body,
    };
    expect(generationOf(after.john316)).toBe(generationOf(before.john316) + 2);
    const withoutGeneration = (body: { work: object }) => ({
      ...body,
      work: { ...body.work, generation: 0 },
    });
    expect(withoutGeneration(after.john316)).toEqual(withoutGeneration(before.john316));
    expect(withoutGeneration(after.love)).toEqual(withoutGeneration(before.love));
  });
});
