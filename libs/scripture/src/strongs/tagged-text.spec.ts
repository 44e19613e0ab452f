import fc from 'fast-check';
import type { VerseToken } from '../markup/verse-token';
import { formatTaggedText, parseTaggedText, tokensToWords } from './tagged-text';

const genesis11: VerseToken[] = [
  { text: 'In the ' },
  { text: 'beginning', strongs: ['H7225'] },
  { text: ' ' },
  { text: 'God', strongs: ['H430'] },
  { text: ' ' },
  { text: 'created', strongs: ['H1254'] },
  { text: ' the ' },
  { text: 'heaven', strongs: ['H8064'] },
  { text: ' ' },
  { text: 'and', strongs: ['H853'] },
  { text: ' the ' },
  { text: 'earth', strongs: ['H776'] },
  { text: '.' },
];

describe('tagged text', () => {
  it('writes each tag right after the word it belongs to', () => {
    expect(formatTaggedText(genesis11)).toBe(
      'In the beginning{H7225} God{H430} created{H1254} the heaven{H8064} and{H853} the earth{H776}.',
    );
  });

  it('tags every word of a phrase token and keeps several numbers in order', () => {
    const tokens: VerseToken[] = [
      { text: 'the world', strongs: ['G2889'] },
      { text: ', ' },
      { text: 'God', strongs: ['H853', 'H430'] },
    ];
    expect(formatTaggedText(tokens)).toBe('the{G2889} world{G2889}, God{H853}{H430}');
  });

  it('parses tagged text into words with braces stripped', () => {
    expect(parseTaggedText('In the beginning{H7225} God{H430}, created{H0853}{H1254}.')).toEqual([
      { word: 'In', strongsNumber: null, strongs: [] },
      { word: 'the', strongsNumber: null, strongs: [] },
      { word: 'beginning', strongsNumber: 'H7225', strongs: ['H7225'] },
      { word: 'God,', strongsNumber: 'H430', strongs: ['H430'] },
      { word: 'created.', strongsNumber: 'H1254', strongs: ['H853', 'H1254'] },
    ]);
  });

  it('is the exact inverse of formatTaggedText at word level', () => {
    const token = fc.record(
      {
        text: fc.stringMatching(/^[a-zA-Z ,.;]{0,12}$/),
        strongs: fc.array(fc.constantFrom('H7225', 'H430', 'G26', 'H1254a'), { maxLength: 2 }),
      },
      { requiredKeys: ['text'] },
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        expect(parseTaggedText(formatTaggedText(tokens))).toEqual(tokensToWords(tokens));
      }),
    );
  });
});
