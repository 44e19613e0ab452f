import type { LexiconDocument } from './lexicon-search-engine';
import {
  MEILI_LEXICON_MAX_HITS,
  MEILI_LEXICON_SETTINGS,
  toMeiliLexiconEntry,
} from './meili-lexicon-documents';

const entry = (fields: Partial<LexiconDocument>): LexiconDocument => ({
  strongs: 'H7225',
  language: 'hebrew',
  number: 7225,
  lemma: 'רֵאשִׁית',
  transliteration: 'rêʼshîyth',
  pronunciation: "ray-sheeth'",
  definition: 'the first, in place, time, order or rank',
  origin: 'from the same as H7218',
  usage: 'beginning, chief(-est), first(-fruits, part, time), principal thing.',
  partOfSpeech: null,
  aramaic: false,
  forms: ['בראשית', 'ראשית'],
  renderings: ['beginning', 'firstfruits'],
  renderingCounts: [41, 10],
  frequency: 51,
  englishLexemes: [
    'begin',
    'chief',
    'est',
    'first',
    'fruit',
    'order',
    'part',
    'place',
    'princip',
    'rank',
    'thing',
    'time',
  ],
  ...fields,
});

describe('a lexicon entry as Meilisearch stores it', () => {
  it('keeps the row and adds the lemma without points and the loose transliteration', () => {
    expect(toMeiliLexiconEntry(entry({}))).toEqual({
      ...entry({}),
      lemmaPlain: 'ראשית',
      transliterationLoose: 'reshith',
    });
  });

  it('folds a Greek lemma without accents and with a medial sigma', () => {
    const greek = toMeiliLexiconEntry(
      entry({ strongs: 'G26', language: 'greek', number: 26, lemma: 'ἀγάπη', transliteration: 'agápē' }),
    );
    expect([greek.lemmaPlain, greek.transliterationLoose]).toEqual(['αγαπη', 'agape']);
    expect(toMeiliLexiconEntry(entry({ language: 'greek', lemma: 'Ἰησοῦς' })).lemmaPlain).toBe('ιησουσ');
  });
});

describe('the Meilisearch lexicon settings', () => {
  it('search only the folded fields and the English lexemes, filter numbers, languages, forms and lexemes exactly', () => {
    expect(MEILI_LEXICON_SETTINGS.searchableAttributes).toEqual([
      'lemmaPlain',
      'transliterationLoose',
      'englishLexemes',
    ]);
    expect([...MEILI_LEXICON_SETTINGS.filterableAttributes].sort()).toEqual([
      'englishLexemes',
      'forms',
      'language',
      'strongs',
    ]);
    expect(MEILI_LEXICON_SETTINGS.sortableAttributes).toEqual(['language', 'number']);
  });

  it('rank explicitly, sort last, without typos, and count every entry exactly', () => {
    expect(MEILI_LEXICON_SETTINGS.rankingRules).toEqual([
      'words',
      'typo',
      'proximity',
      'attribute',
      'exactness',
      'sort',
    ]);
    expect(MEILI_LEXICON_SETTINGS.typoTolerance.enabled).toBe(false);
    expect(MEILI_LEXICON_SETTINGS.pagination.maxTotalHits).toBeGreaterThan(14_197);
    expect(MEILI_LEXICON_MAX_HITS).toBe(MEILI_LEXICON_SETTINGS.pagination.maxTotalHits);
  });
});
