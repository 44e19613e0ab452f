import { parseSearchQuery } from '../query/parse-query';
import type { VerseDocument, VerseDocumentSource } from '../search-engine';
import { FakeMeilisearch } from './fake-meilisearch';
import { MEILI_SETTINGS } from './meili-documents';
import { DEFAULT_MEILI_SCOPE, meiliKeySpecs } from './meili-keys';
import { MeilisearchEngine } from './meilisearch-engine';

const verse = (ord: number, text: string): VerseDocument => ({
  versionCode: 'kjv',
  ord,
  book: Math.floor(ord / 1e6),
  chapter: Math.floor(ord / 1e3) % 1e3,
  verse: ord % 1e3,
  text,
  strongs: [],
});
const twoBatches: VerseDocumentSource = async function* () {
  yield [verse(1001001, 'In the beginning God created the heaven and the earth.')];
  yield [
    verse(1001002, 'And the earth was without form, and void.'),
    verse(1001003, 'And God said, Let there be light: and there was light.'),
  ];
};

const MASTER_KEY = 'master-key-of-sixteen-bytes';
/** The fake's key for a spec is `key-<name>`. */
const { search: SEARCH_KEY, admin: ADMIN_KEY } = meiliKeySpecs(DEFAULT_MEILI_SCOPE);

describe('the Meilisearch engine speaking the v1.12 HTTP API (a recording stand-in, no real search)', () => {
  let meili: FakeMeilisearch;
  let engine: MeilisearchEngine;

  beforeEach(async () => {
    meili = new FakeMeilisearch(MASTER_KEY);
    const url = await meili.start();
    engine = new MeilisearchEngine({
      url,
      masterKey: MASTER_KEY,
      vocabulary: { wordsStartingWith: async () => [], suggestWords: async () => new Map() },
    });
  });
  afterEach(() => meili.stop());

  it('builds a version into its own fresh index with the verse settings and swaps it in (meili-index-swap.spec.ts)', async () => {
    expect(await engine.indexVersion('kjv', twoBatches)).toEqual({ versionCode: 'kjv', indexed: 3 });
    const build = (meili.calls('POST', /^\/indexes$/)[0].body as { uid: string }).uid;
    expect(build).toMatch(/^verses_kjv_build_[0-9a-f]{12}$/);
    expect(meili.calls('PATCH', /settings$/)[0].body).toEqual(MEILI_SETTINGS);
    expect([...meili.indexes.keys()]).toEqual(['verses_kjv']);
    expect([...meili.indexes.get('verses_kjv')!.docs.keys()]).toEqual([1001001, 1001002, 1001003]);
  });

  it('keeps every verse when two re-index jobs of one version overlap', async () => {
    await Promise.all([engine.indexVersion('kjv', twoBatches), engine.indexVersion('kjv', twoBatches)]);
    expect([...meili.indexes.keys()]).toEqual(['verses_kjv']);
    expect(meili.indexes.get('verses_kjv')!.docs.size).toBe(3);
  });

  it('uses the master key only for the keys: queries carry the search key, indexing the admin key', async () => {
    await engine.indexVersion('kjv', twoBatches);
    await engine.search({ versionCode: 'kjv', query: parseSearchQuery('light'), page: 1, perPage: 10 });
    const auth = (method: string, path: RegExp) => meili.calls(method, path).map((r) => r.auth);
    expect(new Set(auth('POST', /^\/keys$/))).toEqual(new Set([`Bearer ${MASTER_KEY}`]));
    expect(new Set(auth('POST', /\/documents$/))).toEqual(new Set([`Bearer key-${ADMIN_KEY.name}`]));
    expect(auth('POST', /\/search$/)).toEqual([`Bearer key-${SEARCH_KEY.name}`]);
    expect(
      meili.requests.filter((r) => !r.path.startsWith('/keys') && r.auth === `Bearer ${MASTER_KEY}`),
    ).toEqual([]);
    const [searchKey] = meili
      .calls('POST', /^\/keys$/)
      .map((r) => r.body as { actions: string[] })
      .filter((k) => k.actions.length === 1);
    expect(searchKey.actions).toEqual(['search']);
  });

  it('tries the keys again after Meilisearch failed at start, instead of staying broken', async () => {
    meili.failNext = 1;
    await expect(engine.indexedCount('kjv')).rejects.toThrow();
    expect(await engine.indexedCount('kjv')).toBe(0);
  });

  it('answers a version never indexed with no verses rather than an error', async () => {
    expect(
      await engine.search({ versionCode: 'asv', query: parseSearchQuery('light'), page: 1, perPage: 10 }),
    ).toEqual({ total: 0, ords: [], sort: 'canonical' });
  });

  it('asks for exact totals and canonical order, phrases in q on the folded field', async () => {
    await engine.indexVersion('kjv', twoBatches);
    await engine.search({
      versionCode: 'kjv',
      query: parseSearchQuery('"in the beginning" god'),
      page: 2,
      perPage: 10,
    });
    expect(meili.calls('POST', /\/search$/).at(-1)!.body).toEqual({
      q: '"in the beginning"',
      filter: ['(words = "in" AND words = "the" AND words = "beginning")', 'words = "god"'],
      page: 2,
      hitsPerPage: 10,
      attributesToRetrieve: ['ord'],
      sort: ['ord:asc'],
      matchingStrategy: 'all',
    });
  });
});
