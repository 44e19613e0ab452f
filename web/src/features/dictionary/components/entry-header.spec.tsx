import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DictionaryEntryResponse } from '@strongs/contracts';
import { rememberSearch } from '../../../lib/last-search';
import { EntryHeader } from './entry-header';

const g25 = {
  strongsNumber: 'G25',
  transliteration: 'agapáō',
  word: 'ἀγαπάω',
  language: 'greek',
  aramaic: false,
  pronunciation: "ag-ap-ah'-o",
} as DictionaryEntryResponse;

const renderHeader = () =>
  render(
    <MemoryRouter initialEntries={['/dictionary/G25']}>
      <EntryHeader entry={g25} />
    </MemoryRouter>,
  );

describe('EntryHeader', () => {
  beforeEach(() => localStorage.clear());

  it('leads Back to the reader’s last search, not to the home page', () => {
    rememberSearch('/results?q=love&db=kjv');
    renderHeader();
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe('/search?q=love&db=kjv');
  });

  it('leads Back to a Strong’s results page as it was', () => {
    rememberSearch('/strongs-results?q=G25&page=2');
    renderHeader();
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe(
      '/strongs-results?q=G25&page=2',
    );
  });

  it('leads Back to /search before any search', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe('/search');
  });
});
