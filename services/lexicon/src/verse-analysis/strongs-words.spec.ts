import { cutDefinition, taggedPairs } from './strongs-words';

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
});
