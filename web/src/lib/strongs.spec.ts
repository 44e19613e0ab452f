import { splitTagged } from './strongs';

describe('splitTagged', () => {
  it('pairs each tagged word with its number and keeps the text between them', () => {
    expect(splitTagged('In the beginning{H7225} God{H430} created')).toEqual([
      { word: 'In the ' },
      { word: 'beginning', strongsNumber: 'H7225' },
      { word: ' ' },
      { word: 'God', strongsNumber: 'H430' },
      { word: ' created' },
    ]);
  });

  it("reads numbers as the domain's rule does: zero-padded, lower case and with an augment letter", () => {
    expect(splitTagged('love{g0026} create{h1254a}')).toEqual([
      { word: 'love', strongsNumber: 'G26' },
      { word: ' ' },
      { word: 'create', strongsNumber: 'H1254a' },
    ]);
  });

  it('gives a second number of the same word an empty word, and leaves a braced text that is no number as text', () => {
    expect(splitTagged('and{H853}{H430} {note} end')).toEqual([
      { word: 'and', strongsNumber: 'H853' },
      { word: '', strongsNumber: 'H430' },
      { word: ' {note} end' },
    ]);
  });
});
