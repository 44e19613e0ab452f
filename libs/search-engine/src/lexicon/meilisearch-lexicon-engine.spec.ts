import { FakeMeilisearch } from '../meilisearch/fake-meilisearch';
import { DEFAULT_MEILI_SCOPE, meiliKeySpecs } from '../meilisearch/meili-keys';
import { MeilisearchEngine } from '../meilisearch/meilisearch-engine';
import type { LexiconDocument, LexiconDocumentSource } from './lexicon-search-engine';
import { MEILI_LEXICON_SETTINGS } from './meili-lexicon-documents';
import { MeilisearchLexiconEngine } from './meilisearch-lexicon-engine';

const MASTER_KEY = 'master-key-of-sixteen-bytes';
/** The fake's key for a spec is `key-<name>`. */
const { search: SEARCH_KEY, admin: ADMIN_KEY } = meiliKeySpecs(DEFAULT_MEILI_SCOPE);

const entry = (strongs: string, number: number): LexiconDocument => ({
  strongs,
  language: 'hebrew',
  number,
  lemma: 'אָב',
  transliteration: 'ʼâb',
  pronunciation: 'awb',
  definition: 'father',
  origin: 'a primitive word',
  usage: 'father',
  partOfSpeech: null,
  aramaic: false,
  forms: [],
  renderings: ['father'],
  renderingCounts: [1],
  frequency: 1,
  englishLexemes: ['father'],
});
const twoBatches: LexiconDocumentSource = async function* () {
  yield [entry('H1', 1)];
  yield [entry('H2', 2), entry('H3', 3)];
};

describe('the Meilisearch lexicon engine speaking the v1.12 HTTP API (a recording stand-in, no real search)', () => {
  let meili: FakeMeilisearch;
  let url: string;
  let engine: MeilisearchLexiconEngine;
  const auth = (method: string, path: RegExp) => new Set(meili.calls(method, path).map((r) => r.auth));

  beforeEach(async () => {
    meili = new FakeMeilisearch(MASTER_KEY);
    url = await meili.start();
    engine = new MeilisearchLexiconEngine({ url, masterKey: MASTER_KEY });
  });
  afterEach(() => meili.stop());

  it('rebuilds into a fresh build index with the lexicon settings and swaps it in (meili-index-swap.spec.ts)', async () => {
    expect(await engine.rebuild(twoBatches)).toEqual({ rebuilt: true, indexed: 3 });
    const build = (meili.calls('POST', /^\/indexes$/)[0].body as { uid: string }).uid;
    expect(build).toMatch(/^lexicon_build_[0-9a-f]{12}$/);
    expect(meili.calls('PATCH', /settings$/)[0].body).toEqual(MEILI_LEXICON_SETTINGS);
    expect([...meili.indexes.keys()]).toEqual(['lexicon']);
    expect([...meili.indexes.get('lexicon')!.docs.keys()]).toEqual(['H1', 'H2', 'H3']);
    expect(await engine.indexedCount()).toBe(3);
  });

  it('uses the master key only for the keys: queries carry the search key, the rebuild the admin key', async () => {
    await engine.rebuild(twoBatches);
    await engine.search({ terms: { numbers: [], words: 'father' }, limit: 10, offset: 0 });
    await engine.search({ terms: { numbers: ['H1'] }, limit: 10, offset: 0 });
    expect(auth('POST', /^\/keys$/)).toEqual(new Set([`Bearer ${MASTER_KEY}`]));
    expect(auth('POST', /\/documents$/)).toEqual(new Set([`Bearer key-${ADMIN_KEY.name}`]));
    expect(auth('POST', /^\/swap-indexes$/)).toEqual(new Set([`Bearer key-${ADMIN_KEY.name}`]));
    expect(auth('POST', /^\/multi-search$/)).toEqual(new Set([`Bearer key-${SEARCH_KEY.name}`]));
    expect(auth('POST', /\/search$/)).toEqual(new Set([`Bearer key-${SEARCH_KEY.name}`]));
    expect(
      meili.requests.filter((r) => !r.path.startsWith('/keys') && r.auth === `Bearer ${MASTER_KEY}`),
    ).toEqual([]);
  });

  it('shares one search key and one admin key with the verse engine', async () => {
    const verses = new MeilisearchEngine({
      url,
      masterKey: MASTER_KEY,
      vocabulary: { wordsStartingWith: async () => [], suggestWords: async () => new Map() },
    });
    await engine.rebuild(twoBatches);
    await verses.indexVersion('kjv', async function* () {
      yield [
        {
          versionCode: 'kjv',
          ord: 1001001,
          book: 1,
          chapter: 1,
          verse: 1,
          text: 'In the beginning',
          strongs: [],
        },
      ];
    });
    expect(meili.calls('POST', /^\/keys$/)).toHaveLength(2);
    expect(auth('POST', /\/documents$/)).toEqual(new Set([`Bearer key-${ADMIN_KEY.name}`]));
  });

  it('answers with no entries, not an error, before its index was ever built', async () => {
    expect(await engine.indexedCount()).toBe(0);
    await expect(engine.drop()).resolves.toBeUndefined();
  });
});
