import type { EntryRow } from '../lexicon-entries/entry-row';
import { cutDefinition, strongsWords, taggedPairs } from './strongs-words';

describe('the verse analysis table', () => {
  it('cuts a definition at 100 characters, ellipsis included', () => {
    const cut = cutDefinition('x'.repeat(150));
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(cutDefinition('to love')).toBe('to love');
  });

  it('lists each tagged word once per number, in verse order, skipping untagged text', () => {
    const pairs = taggedPairs([
      { text: 'In the ' },
      { text: 'beginning', strongs: ['H7225'] },
      { text: ' ' },
      { text: 'created', strongs: ['H853', 'H1254', 'H853'] },
    ]);
    expect(pairs).toEqual([
      { word: 'beginning', strongsNumber: 'H7225' },
      { word: 'created', strongsNumber: 'H853' },
      { word: 'created', strongsNumber: 'H1254' },
    ]);
  });

  it("gives each row its entry's headword, the form itself for a form number such as G2258", () => {
    const entry = (strongs: string, lemma: string): EntryRow =>
      ({
        strongs,
        language: 'greek',
        lemma,
        transliteration: 'ēn',
        definition: 'I was',
        usage: '',
        origin: '',
        pronunciation: '',
        partOfSpeech: null,
        aramaic: false,
      }) as EntryRow;
    const rows = strongsWords(
      [{ text: 'was', strongs: ['G2258'] }, { text: ' ' }, { text: 'love', strongs: ['G9999'] }],
      new Map([['G2258', entry('G2258', 'ἦν')]]),
    );
    expect(rows.map((r) => [r.word, r.lemma])).toEqual([
      ['was', 'ἦν'],
      ['love', ''],
    ]);
  });
});
