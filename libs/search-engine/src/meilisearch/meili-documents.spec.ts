import { MEILI_SETTINGS, toMeiliVerse } from './meili-documents';

describe('Meilisearch documents and settings', () => {
  it('indexes our folded words, without punctuation, as the one searchable field', () => {
    const doc = toMeiliVerse({
      versionCode: 'kjv',
      ord: 1001005,
      book: 1,
      chapter: 1,
      verse: 5,
      text: 'He called Night. And the Father’s house; and the house',
      strongs: ['H7121'],
    });
    expect(doc).toEqual({
      id: 1001005,
      ord: 1001005,
      folded: "he called night and the father's house and the house",
      words: ['he', 'called', 'night', 'and', 'the', "father's", 'house'],
      strongs: ['H7121'],
    });
    expect(MEILI_SETTINGS.searchableAttributes).toEqual(['folded']);
    expect(MEILI_SETTINGS.nonSeparatorTokens).toEqual(["'"]);
  });

  it('puts the sort rule first, so a canonical search is in exact canonical order, and breaks ranked ties by ord', () => {
    expect(MEILI_SETTINGS.rankingRules[0]).toBe('sort');
    expect(MEILI_SETTINGS.rankingRules.at(-1)).toBe('ord:asc');
    expect(MEILI_SETTINGS.sortableAttributes).toContain('ord');
  });

  it('counts totals far beyond the default 1000 hits, and never by typo or prefix', () => {
    expect(MEILI_SETTINGS.pagination.maxTotalHits).toBeGreaterThan(31_102);
    expect(MEILI_SETTINGS.typoTolerance.enabled).toBe(false);
    expect(MEILI_SETTINGS.prefixSearch).toBe('disabled');
    expect(MEILI_SETTINGS.stopWords).toEqual([]);
  });
});
