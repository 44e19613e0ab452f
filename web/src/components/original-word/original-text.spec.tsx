import { fireEvent, render, screen, within } from '@testing-library/react';
import type { InterlinearWord } from '@strongs/contracts';
import { MemoryRouter } from 'react-router-dom';
import { segmentOriginalText } from '../../lib/original-segments';
import { OriginalText } from './original-text';

const bara: InterlinearWord = {
  position: 2,
  text: 'בָּרָ֣א',
  textPlain: 'ברא',
  transliteration: 'bārāʾ',
  lemma: 'בָּרָא',
  sourceLemma: '1254 a',
  strongsNumber: 'H1254',
  strongsNumbers: ['H1254'],
  morph: 'HVqp3ms',
  morphDescription: 'Verb, Qal, perfect, 3rd person masculine singular',
  gloss: 'created',
  variant: null,
  originalReference: 'Genesis 1:1',
};

function renderVerse(onEntry?: (n: string) => void) {
  return render(
    <MemoryRouter>
      <p lang="he" dir="rtl">
        <OriginalText segments={segmentOriginalText('בְּרֵאשִׁ֖ית בָּרָ֣א׃', [bara])} onEntry={onEntry} />
      </p>
    </MemoryRouter>,
  );
}

describe('OriginalText', () => {
  it('prints the verse as it is, with the tagged word as a button', () => {
    const { container } = renderVerse();
    expect(container.textContent).toBe('בְּרֵאשִׁ֖ית בָּרָ֣א׃');
    expect(screen.getByRole('button', { name: 'בָּרָ֣א' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the lemma, transliteration, Strong\u2019s link and parsing when the word is tapped', () => {
    renderVerse();
    fireEvent.click(screen.getByRole('button', { name: 'בָּרָ֣א' }));
    const card = screen.getByRole('group', { name: /Verb, Qal, perfect/ });
    // The form without its cantillation, then the lemma: here the same letters and points.
    expect(
      within(card)
        .getAllByText('בָּרָא')
        .map((e) => e.getAttribute('lang')),
    ).toEqual(['he', 'he']);
    expect(card).toHaveTextContent(/Lemma\s*בָּרָא/);
    expect(within(card).getByText('bārāʾ')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'H1254' })).toHaveAttribute('href', '/dictionary/H1254');
    expect(card).toHaveTextContent('Verb, Qal, perfect, 3rd person masculine singular (HVqp3ms)');
  });

  it('closes on Esc and gives focus back to the word', () => {
    renderVerse();
    const word = screen.getByRole('button', { name: 'בָּרָ֣א' });
    fireEvent.click(word);
    expect(screen.queryByRole('group')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(word).toHaveFocus();
    expect(word).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the entry in place when the page offers it, and gets out of the way', () => {
    const onEntry = jest.fn();
    renderVerse(onEntry);
    fireEvent.click(screen.getByRole('button', { name: 'בָּרָ֣א' }));
    fireEvent.click(screen.getByRole('link', { name: 'H1254' }));
    expect(onEntry).toHaveBeenCalledWith('H1254');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
