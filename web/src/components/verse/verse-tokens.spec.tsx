import { render } from '@testing-library/react';
import type { VerseTokenView } from '@strongs/contracts';
import { tokenRuns, VerseTokens } from './verse-tokens';

// John 3:16 as the chapter API gives it: red letters, an added word, Strong's numbers on some words.
const tokens: VerseTokenView[] = [
  { text: 'For ', red: true, strongs: ['G1063'] },
  { text: 'God ', red: true, strongs: ['G2316'] },
  { text: 'so ', red: true },
  { text: 'loved ', red: true, strongs: ['G25'] },
  { text: 'the ', red: true },
  { text: 'world', red: true, strongs: ['G2889'] },
  { text: ', that he gave his ', red: true },
  { text: 'only begotten ', red: true, strongs: ['G3439'] },
  { text: 'Son', red: true, strongs: ['G5207'] },
  { text: ', ', red: true },
  { text: 'that ', red: true, added: true },
  { text: 'whosoever believeth', red: true, strongs: ['G4100'] },
] as VerseTokenView[];

describe('VerseTokens', () => {
  it('draws words that look alike as one run, and reads the same text', () => {
    const runs = tokenRuns(tokens, false);
    expect(runs.map((r) => r.cls)).toEqual(['red-letter', 'added red-letter', 'red-letter']);
    expect(runs.map((r) => r.text).join('')).toBe(tokens.map((t) => t.text).join(''));
    const { container } = render(<VerseTokens tokens={tokens} showNumbers={false} />);
    expect(container.textContent).toBe(tokens.map((t) => t.text).join(''));
    expect(container.querySelectorAll('em')).toHaveLength(1);
  });

  it('puts each Strong’s number right after the word it tags', () => {
    const { container } = render(<VerseTokens tokens={tokens} showNumbers onStrongs={() => undefined} />);
    const expected = tokens.map((t) => t.text + (t.strongs ?? []).join('')).join('');
    expect(container.textContent).toBe(expected);
    expect([...container.querySelectorAll('sup')].map((s) => s.textContent)).toEqual(
      tokens.flatMap((t) => t.strongs ?? []),
    );
  });

  it('marks searched words across the joined text', () => {
    const { container } = render(
      <VerseTokens tokens={tokens} showNumbers={false} highlight={['loved', 'world']} />,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['loved', 'world']);
  });
});
