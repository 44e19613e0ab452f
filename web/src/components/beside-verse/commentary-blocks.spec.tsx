import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CommentaryBlock } from '@strongs/contracts';
import { CommentaryBlocks } from './commentary-blocks';

/** Scofield's note on John 3:16, as the API serves it (shortened). */
const PERISH: CommentaryBlock[] = [
  { kind: 'paragraph', runs: [{ text: 'perish', bold: true }] },
  {
    kind: 'paragraph',
    runs: [
      { text: '(Greek - ' },
      { text: 'ἀπόλλυμι', strongs: 'G622' },
      { text: '," trans). "marred," ' },
      { text: 'Mark 2:22,', link: { book: 41, chapter: 2, verse: 22, endChapter: 2, endVerse: 22 } },
      { text: ' <img src=x onerror=alert(1)>' },
    ],
  },
  { kind: 'heading', runs: [{ text: 'EXPOSITION' }] },
  { kind: 'item', indent: 2, runs: [{ text: 'I. Saints.', italic: true }] },
];

describe('CommentaryBlocks', () => {
  it('links references to the reader and tagged words to the dictionary, and prints source text as text', () => {
    const { container } = render(
      <MemoryRouter>
        <CommentaryBlocks blocks={PERISH} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Mark 2:22,' }).getAttribute('href')).toBe('/bible/Mark/2/22');
    expect(screen.getByRole('link', { name: 'ἀπόλλυμι' }).getAttribute('href')).toBe('/dictionary/G622');
    expect(screen.getByText('perish').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'EXPOSITION' })).toBeTruthy();
    expect(screen.getByText('I. Saints.').closest('p')?.className).toBe('commentary-item indent-2');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
