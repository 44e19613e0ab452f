import { looseTransliteration, searchTerms } from './search-terms';

describe('dictionary search terms', () => {
  it('reads a number with or without prefix or zero padding', () => {
    expect(searchTerms('H7225')?.numbers).toEqual(['H7225']);
    expect(searchTerms('h07225')?.numbers).toEqual(['H7225']);
    expect(searchTerms('{G26}')?.numbers).toEqual(['G26']);
    expect(searchTerms('7225')?.numbers).toEqual(['H7225', 'G7225']);
    expect(searchTerms('0026', 'greek')?.numbers).toEqual(['G26']);
  });

  it('finds nothing for a number of the other language', () => {
    expect(searchTerms('G26', 'hebrew')).toEqual({ numbers: [] });
  });

  it('strips Hebrew points and cantillation and Greek accents', () => {
    expect(searchTerms('רֵאשִׁ֖ית')?.lemma).toBe('ראשית');
    expect(searchTerms('ἀγάπη')?.lemma).toBe('αγαπη');
  });

  it('folds a transliteration so that reshiyth, reshith and rêʼshîyth meet', () => {
    expect(looseTransliteration('rêʼshîyth')).toBe('reshith');
    expect(looseTransliteration('reshiyth')).toBe('reshith');
    expect(looseTransliteration('reshith')).toBe('reshith');
    expect(looseTransliteration('agápē')).toBe('agape');
    expect(looseTransliteration('Yᵉhôvâh')).toBe('yehovah');
    expect(looseTransliteration('ʼăbîy ha-ʻEzrîy')).toBe('abihaezri');
  });

  it('takes Latin text both as a transliteration and as English words', () => {
    expect(searchTerms('  love  feast ')).toEqual({
      numbers: [],
      transliteration: 'lovefeast',
      words: 'love feast',
    });
  });

  it('lists everything for an empty query', () => {
    expect(searchTerms('   ')).toBeUndefined();
    expect(searchTerms(undefined)).toBeUndefined();
  });
});
