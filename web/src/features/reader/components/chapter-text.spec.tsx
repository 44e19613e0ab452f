import { render, screen } from '@testing-library/react';
import type { ChapterResponse, ChapterVerse } from '@strongs/contracts';
import { ChapterText } from './chapter-text';

const verse = (n: number, text: string, extra: Partial<ChapterVerse> = {}): ChapterVerse => ({
  verse: n,
  reference: `Romans 16:${n}`,
  text,
  tokens: [{ text }],
  heading: null,
  notes: [],
  paragraph: false,
  ...extra,
});

// The end of Romans as the chapter API gives it: the subscription rides on the last verse.
const romans16 = {
  version: 'kjv',
  direction: 'ltr',
  book: { number: 45, name: 'Romans', abbreviation: 'Rom', osis: 'Rom', testament: 'NT', chapters: 16 },
  chapter: 16,
  reference: 'Romans 16',
  verses: [
    verse(26, 'But now is made manifest…'),
    verse(27, 'To God only wise, be glory through Jesus Christ for ever. Amen.', {
      subscription:
        'Written to the Romans from Corinthus, and sent by Phebe servant of the church at Cenchrea.',
    }),
  ],
  previous: { book: 45, chapter: 15 },
  next: { book: 46, chapter: 1 },
} as ChapterResponse;

describe('ChapterText', () => {
  it('prints an epistle’s subscription after its last verse, as a note and not a heading', () => {
    const { container } = render(
      <ChapterText chapter={romans16} showStrongs={false} onSelect={() => {}} onEntry={() => {}} />,
    );
    const note = screen.getByRole('note', { name: 'Subscription' });
    expect(note.textContent).toBe(
      'Written to the Romans from Corinthus, and sent by Phebe servant of the church at Cenchrea.',
    );
    expect(screen.queryByRole('heading')).toBeNull();
    const last = container.querySelector('#v27')!;
    expect(last.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.textContent!.indexOf('Amen.')).toBeLessThan(container.textContent!.indexOf('Written'));
  });
});
