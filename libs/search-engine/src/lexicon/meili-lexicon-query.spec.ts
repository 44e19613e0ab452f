import {
  type LexiconHit,
  lexiconListingFilter,
  lexiconListingPage,
  lexiconTextQueries,
  rankLexiconHits,
  exactLexiconHits,
  toMultiSearchQueries,
} from './meili-lexicon-query';

const hit = (strongs: string, fields: Partial<LexiconHit> = {}): LexiconHit => ({
  strongs,
  language: strongs.startsWith('H') ? 'hebrew' : 'greek',
  number: Number(strongs.slice(1)),
  lemmaPlain: '',
  transliterationLoose: '',
  renderings: [],
  renderingCounts: [],
  frequency: 0,
  ...fields,
});

describe('the Meilisearch lexicon query', () => {
  it("lists by language and Strong's number as exact filters, quoted", () => {
    expect(lexiconListingFilter(undefined, undefined)).toEqual([]);
    expect(lexiconListingFilter(undefined, 'greek')).toEqual(['language = "greek"']);
    expect(lexiconListingFilter({ numbers: ['H26', 'G26'] }, 'hebrew')).toEqual([
      'language = "hebrew"',
      'strongs IN ["H26", "G26"]',
    ]);
    expect(lexiconListingFilter({ numbers: ['G26'] }, undefined)).toEqual(['strongs = "G26"']);
  });

  it('pages the listing by whole pages, for exact totals', () => {
    expect(lexiconListingPage(0, 20)).toEqual({ page: 1, hitsPerPage: 20, skip: 0 });
    expect(lexiconListingPage(200, 100)).toEqual({ page: 3, hitsPerPage: 100, skip: 0 });
    expect(lexiconListingPage(5, 10)).toEqual({ page: 1, hitsPerPage: 15, skip: 5 });
  });

  it('searches each meaning of a text on its own field, an inflected form as an exact filter', () => {
    expect(lexiconTextQueries({ numbers: [], lemma: 'ראשית' }, 'hebrew')).toEqual([
      { meaning: 'lemma', q: 'ראשית', attributesToSearchOn: ['lemmaPlain'], filter: ['language = "hebrew"'] },
      { meaning: 'form', q: '', filter: ['language = "hebrew"', 'forms = "ראשית"'] },
    ]);
    expect(
      lexiconTextQueries({ numbers: [], transliteration: 'lovefeast', words: 'love feast' }, undefined),
    ).toEqual([
      {
        meaning: 'transliteration',
        q: 'lovefeast',
        attributesToSearchOn: ['transliterationLoose'],
        filter: [],
      },
      {
        meaning: 'words',
        q: 'love feast',
        attributesToSearchOn: ['englishLexemes'],
        filter: ['englishLexemes = "love"', 'englishLexemes = "feast"'],
      },
    ]);
  });

  it('matches English words by their Postgres lexemes: stemmed, stop words dropped, a query of stop words none', () => {
    const words = (text: string) =>
      lexiconTextQueries({ numbers: [], words: text }, 'greek').filter((q) => q.meaning === 'words');
    expect(words('The Loving of God')).toEqual([
      {
        meaning: 'words',
        q: 'love god',
        attributesToSearchOn: ['englishLexemes'],
        filter: ['language = "greek"', 'englishLexemes = "love"', 'englishLexemes = "god"'],
      },
    ]);
    expect(words('the')).toEqual([]);
  });

  it('escapes quotes and backslashes in filter values', () => {
    expect(lexiconTextQueries({ numbers: [], lemma: 'a"b\\' }, undefined)[1].filter).toEqual([
      'forms = "a\\"b\\\\"',
    ]);
  });

  it('asks for every hit of each query with exact totals, scores only for English words', () => {
    const [lemma, words] = toMultiSearchQueries('lexicon', [
      { meaning: 'lemma', q: 'x', attributesToSearchOn: ['lemmaPlain'], filter: [] },
      { meaning: 'words', q: 'love', attributesToSearchOn: ['englishLexemes'], filter: [] },
    ]);
    expect(lemma).toMatchObject({
      indexUid: 'lexicon',
      page: 1,
      hitsPerPage: 20_000,
      matchingStrategy: 'all',
      showRankingScore: false,
    });
    expect(words.showRankingScore).toBe(true);
    expect(words.attributesToRetrieve).toEqual(
      expect.arrayContaining(['strongs', 'renderings', 'frequency']),
    );
  });
});

describe('the entries a word names', () => {
  it('keeps the exact lemma, form and transliteration, Hebrew first, then number; never a prefix', () => {
    const named = exactLexiconHits({ numbers: [], lemma: 'αγαπη', transliteration: 'agape' }, [
      {
        meaning: 'lemma',
        hits: [hit('G27', { lemmaPlain: 'αγαπητος' }), hit('G26', { lemmaPlain: 'αγαπη' })],
      },
      { meaning: 'form', hits: [hit('G25', { lemmaPlain: 'αγαπαω' })] },
      {
        meaning: 'transliteration',
        hits: [
          hit('G26', { transliterationLoose: 'agape' }),
          hit('H1', { language: 'hebrew', transliterationLoose: 'agape' }),
          hit('G28', { transliterationLoose: 'agapetos' }),
        ],
      },
    ]);
    expect(named).toEqual(['H1', 'G25', 'G26']);
  });
});

describe('ranking the hits of every meaning', () => {
  it('puts the exact lemma before a lemma it begins, and drops a match inside a later word', () => {
    const ranked = rankLexiconHits({ numbers: [], lemma: 'אב' }, [
      {
        meaning: 'lemma',
        hits: [
          hit('H3', { lemmaPlain: 'אבב' }),
          hit('H1', { lemmaPlain: 'אב' }),
          hit('H9', { lemmaPlain: 'בן אב' }),
        ],
      },
    ]);
    expect(ranked).toEqual(['H1', 'H3']);
  });

  it('ranks an inflected form as exact and counts an entry found twice once', () => {
    const ranked = rankLexiconHits({ numbers: [], lemma: 'בראשית' }, [
      { meaning: 'lemma', hits: [hit('H2', { lemmaPlain: 'בראשיתא' })] },
      {
        meaning: 'form',
        hits: [hit('H7225', { lemmaPlain: 'ראשית' }), hit('H2', { lemmaPlain: 'בראשיתא' })],
      },
    ]);
    expect(ranked).toEqual(['H2', 'H7225']);
  });

  it('orders English words by how often the KJV renders the entry with the word, then frequency, then score, Hebrew first, then number', () => {
    const terms = { numbers: [], transliteration: 'love', words: 'Love' };
    const rendered = (renderings: [string, number][]) => ({
      renderings: renderings.map(([word]) => word),
      renderingCounts: renderings.map(([, count]) => count),
    });
    const ranked = rankLexiconHits(terms, [
      { meaning: 'transliteration', hits: [hit('G9', { transliterationLoose: 'lovex', frequency: 1000 })] },
      {
        meaning: 'words',
        hits: [
          hit('H5690', { ...rendered([['lovely', 500]]), frequency: 500, _rankingScore: 0.9 }),
          // θέλω: rendered "love" once among 216 renderings, so after the entries that mean it.
          hit('G2309', {
            ...rendered([
              ['love', 1],
              ['will', 215],
            ]),
            frequency: 216,
            _rankingScore: 0.9,
          }),
          hit('H157', {
            ...rendered([
              ['love', 75],
              ['lover', 125],
            ]),
            frequency: 200,
            _rankingScore: 0.5,
          }),
          hit('H160', { ...rendered([['love', 32]]), frequency: 40, _rankingScore: 0.8 }),
          hit('G26', { ...rendered([['love', 86]]), frequency: 116, _rankingScore: 0.8 }),
          hit('H20', { ...rendered([['love', 32]]), frequency: 40, _rankingScore: 0.8 }),
          hit('H21', { ...rendered([['love', 32]]), frequency: 40, _rankingScore: 0.9 }),
          hit('G9', { transliterationLoose: 'lovex', frequency: 1000 }),
        ],
      },
    ]);
    // G9 begins with the transliteration but is found as an English word too: tier 2, then its frequency.
    expect(ranked).toEqual(['G26', 'H157', 'H21', 'H20', 'H160', 'G2309', 'G9', 'H5690']);
  });

  it('puts the exact transliteration before English words', () => {
    const ranked = rankLexiconHits({ numbers: [], transliteration: 'agape', words: 'agape' }, [
      {
        meaning: 'transliteration',
        hits: [
          hit('G26', { transliterationLoose: 'agape' }),
          hit('G27', { transliterationLoose: 'agapetos' }),
        ],
      },
      { meaning: 'words', hits: [hit('G25', { renderings: ['agape'], frequency: 9 })] },
    ]);
    expect(ranked).toEqual(['G26', 'G25', 'G27']);
  });
});
