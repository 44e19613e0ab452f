import { parseSearchQuery } from '@strongs/search-engine';
import { matchedWords } from './matched-words';

describe('matchedWords', () => {
  it('names the printed words a query matched, without punctuation, once each', () => {
    const text =
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him';
    expect(matchedWords(text, parseSearchQuery('world god'))).toEqual(['God', 'world']);
    expect(matchedWords(text, parseSearchQuery('"only begotten" believ*'))).toEqual([
      'only',
      'begotten',
      'believeth',
    ]);
  });

  it("matches words with apostrophes as the index folds them: lord's, never lords", () => {
    expect(matchedWords('the LORD’s house of the lords', parseSearchQuery("lord's"))).toEqual(['LORD’s']);
    expect(matchedWords('the LORD’s house of the lords', parseSearchQuery('lords'))).toEqual(['lords']);
    expect(matchedWords('their fathers’ house', parseSearchQuery('fathers'))).toEqual(['fathers']);
  });
});
