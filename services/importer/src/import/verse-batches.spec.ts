import { concordanceRows, toVerseRow } from './verse-batches';

describe('concordance rows', () => {
  it('gives one row per tagged word and number, with its English rendering', () => {
    const row = toVerseRow({
      book: 1,
      chapter: 1,
      verse: 1,
      text: 'In the beginning God created',
      tokens: [
        { text: 'In the ' },
        { text: 'beginning', strongs: ['H7225'] },
        { text: ' ' },
        { text: 'God', strongs: ['H430'] },
        { text: ' ' },
        { text: 'created', strongs: ['H853', 'H1254', 'H853'] },
      ],
    });
    expect(row.ord).toBe(1_001_001);
    expect(concordanceRows(row)).toEqual([
      { ord: 1_001_001, book: 1, position: 1, strongs: 'H7225', word: 'beginning' },
      { ord: 1_001_001, book: 1, position: 3, strongs: 'H430', word: 'God' },
      { ord: 1_001_001, book: 1, position: 5, strongs: 'H853', word: 'created' },
      { ord: 1_001_001, book: 1, position: 5, strongs: 'H1254', word: 'created' },
    ]);
  });
});
