import type { ConcordanceResponse } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConcordancePage } from './concordance-page';

const bereshit = {
  form: 'בְּרֵאשִׁית',
  formPlain: 'בראשית',
  transliteration: 'bereshit',
  morph: 'HR/Ncfsa',
  morphDescription: 'Preposition; Noun, common, feminine, singular, absolute',
  count: 5,
};
const reshit = {
  form: 'רֵאשִׁית',
  formPlain: 'ראשית',
  transliteration: 'reshit',
  morph: 'HNcfsc',
  morphDescription: 'Noun, common, feminine, singular, construct',
  count: 46,
};

function answer(url: string): ConcordanceResponse {
  const filtered = new URL(url, 'http://x').searchParams.get('form') === reshit.form;
  return {
    strongsNumber: 'H7225',
    edition: 'wlc',
    language: 'hebrew',
    direction: 'rtl',
    totalOccurrences: 51,
    forms: [reshit, bereshit],
    filter: filtered ? { form: reshit.form, morph: reshit.morph } : null,
    matchingOccurrences: filtered ? 46 : 51,
    currentPage: 1,
    perPage: 50,
    totalPages: filtered ? 1 : 2,
    occurrences: [
      filtered
        ? {
            reference: 'Genesis 10:10',
            bookNumber: 1,
            chapter: 10,
            verse: 10,
            originalReference: null,
            position: 2,
            text: 'רֵאשִׁ֤ית',
            form: reshit.form,
            transliteration: 'reshit',
            morph: reshit.morph,
            morphDescription: reshit.morphDescription,
            kjvWords: 'the beginning',
            variant: null,
          }
        : {
            reference: 'Genesis 1:1',
            bookNumber: 1,
            chapter: 1,
            verse: 1,
            originalReference: null,
            position: 1,
            text: 'בְּרֵאשִׁ֖ית',
            form: bereshit.form,
            transliteration: 'bereshit',
            morph: bereshit.morph,
            morphDescription: bereshit.morphDescription,
            kjvWords: 'In the beginning',
            variant: null,
          },
    ],
  };
}

function renderAt(path: string) {
  const requested: string[] = [];
  global.fetch = jest.fn((url: string) => {
    requested.push(url);
    return Promise.resolve({
      ok: true,
      status: 200,
      statusText: 'OK',
      json: () => Promise.resolve(answer(url)),
      text: () => Promise.resolve(JSON.stringify(answer(url))),
    });
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dictionary/:strongsNumber/concordance" element={<ConcordancePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requested;
}

describe('ConcordancePage', () => {
  it('shows the forms as a table with counts and each occurrence with its reader link, Hebrew form, parsing and KJV words', async () => {
    renderAt('/dictionary/h7225/concordance');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Englishman.s concordance: H7225/ }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Form', 'Transliteration', 'Parsing', 'Count']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual(['46', '5']);
    const form = within(rows[1]).getByText(bereshit.form);
    expect(form).toHaveAttribute('lang', 'he');
    expect(form).toHaveAttribute('dir', 'rtl');

    const occurrences = screen.getByRole('list', { name: 'Occurrences' });
    expect(within(occurrences).getByRole('link', { name: 'Genesis 1:1' })).toHaveAttribute(
      'href',
      '/bible/Genesis/1/1?strongs=true',
    );
    const word = within(occurrences).getByText(bereshit.form);
    expect(word).toHaveAttribute('lang', 'he');
    expect(word).toHaveAttribute('title', 'בְּרֵאשִׁ֖ית');
    expect(
      within(occurrences).getByText(/Preposition; Noun, common, feminine, singular, absolute/),
    ).toBeInTheDocument();
    expect(within(occurrences).getByText('In the beginning')).toBeInTheDocument();
  });

  it('filters the occurrences to a form when its row is chosen, and asks the API for that form and parsing', async () => {
    const requested = renderAt('/dictionary/H7225/concordance');
    const button = await screen.findByRole('button', {
      name: /reshit, .*construct\): show its 46 occurrences/,
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Genesis 10:10' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /reshit, .*construct\): show its 46 occurrences/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    const last = new URL(requested.at(-1) ?? '', 'http://x');
    expect(last.pathname).toBe('/api/strongs/concordance/H7225');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      form: reshit.form,
      morph: reshit.morph,
      page: '1',
    });
    expect(screen.getByRole('heading', { level: 2, name: /Occurrences of/ })).toHaveTextContent('(46)');
  });
});
