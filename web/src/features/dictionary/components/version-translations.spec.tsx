import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DictionaryEntryResponse } from '@strongs/contracts';
import { VersionTranslationsCards } from './entry-cards';

const renderings = Array.from({ length: 14 }, (_, i) => ({ translation: `forma${i}`, count: 14 - i }));
const g25 = {
  strongsNumber: 'G25',
  versionTranslations: [
    {
      version: 'rv1909',
      name: 'Reina-Valera 1909',
      abbreviation: 'RV1909',
      language: 'es',
      translations: [{ translation: 'amó', count: 13 }, ...renderings],
      totalWords: 13 + renderings.reduce((n, r) => n + r.count, 0),
    },
  ],
} as DictionaryEntryResponse;

describe('VersionTranslationsCards', () => {
  it('shows the Reina-Valera’s renderings with their counts, in Spanish, the rest behind "Show all"', () => {
    render(
      <MemoryRouter>
        <VersionTranslationsCards entry={g25} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('heading', { name: 'Reina-Valera 1909 Translations' }).closest('section')!;
    const list = within(card).getByRole('list');
    expect(list.getAttribute('lang')).toBe('es');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toHaveLength(12);
    expect(within(list).getAllByRole('listitem')[0].textContent).toBe('amó 13×');
    expect(within(card).getByText(/^118 tagged phrases/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'G25 in the RV1909' }).getAttribute('href')).toBe(
      '/results?q=G25&db=rv1909&page=1',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Show all 15 renderings' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
  });

  it('shows nothing for an entry no other translation renders', () => {
    const { container } = render(
      <MemoryRouter>
        <VersionTranslationsCards entry={{ ...g25, versionTranslations: [] }} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
