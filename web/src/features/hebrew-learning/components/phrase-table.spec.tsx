import { NO_AUDIO } from './audio-button';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { hebrewPhrases } from '../data/phrases';
import { NO_PHRASES, PhraseTable } from './phrase-table';

const search = () => screen.getByLabelText('Search phrases (English or transliteration)');
const category = () => screen.getByLabelText('Category');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('PhraseTable', () => {
  beforeEach(() => render(<PhraseTable phrases={hebrewPhrases} />));

  it('shows all 100 phrases with the spec columns', () => {
    expect(screen.getByRole('heading', { name: '100 Basic Phrases' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(100);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Hebrew', 'English', 'Transliteration', 'Audio']);
    expect(screen.getByText('Showing 100 of 100 phrases')).toBeInTheDocument();
  });

  it('searches English, case-insensitively', () => {
    fireEvent.change(search(), { target: { value: 'GOOD MORNING' } });
    expect(bodyRows()).toHaveLength(1);
    const hebrew = within(screen.getByRole('rowheader', { name: 'בוקר טוב' })).getByText('בוקר טוב');
    expect(hebrew).toHaveAttribute('dir', 'rtl');
    expect(hebrew).toHaveAttribute('lang', 'he');
  });

  it('searches the transliteration, ignoring apostrophes', () => {
    fireEvent.change(search(), { target: { value: 'toda' } });
    const english = bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(english).toEqual([
      "I'm fine, thank you",
      'Thank you',
      'Thank you very much',
      "That's all, thank you",
    ]);
    fireEvent.change(search(), { target: { value: 'naim meod' } });
    expect(bodyRows()).toHaveLength(1);
  });

  it('filters by category and combines the filter with the search', () => {
    fireEvent.change(category(), { target: { value: 'Dining' } });
    const dining = hebrewPhrases.filter((p) => p.category === 'Dining').length;
    expect(bodyRows()).toHaveLength(dining);
    expect(screen.getByRole('table', { name: 'Basic Hebrew phrases: Dining' })).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: 'please' } });
    expect(bodyRows().length).toBeGreaterThan(0);
    for (const row of bodyRows()) expect(row.textContent?.toLowerCase()).toContain('please');
    fireEvent.change(category(), { target: { value: 'All' } });
    expect(bodyRows().length).toBeGreaterThan(
      hebrewPhrases.filter((p) => p.category === 'Dining' && /please/i.test(p.english)).length,
    );
  });

  it('offers All and the six categories', () => {
    const options = within(category())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All',
      'Greetings',
      'Common Phrases',
      'Questions',
      'Directions',
      'Shopping',
      'Dining',
    ]);
  });

  it('shows the empty text when nothing matches', () => {
    fireEvent.change(search(), { target: { value: 'zzzz-nothing' } });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(NO_PHRASES)).toBeInTheDocument();
    expect(NO_PHRASES).toBe('No phrases found matching your search.');
  });

  it('shows no dead audio button where there is no recording and no Hebrew voice, and says why', () => {
    const first = bodyRows()[0];
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(first).getByText(NO_AUDIO)).toBeInTheDocument();
  });
});
