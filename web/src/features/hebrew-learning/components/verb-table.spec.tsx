import { fireEvent, render, screen, within } from '@testing-library/react';
import { BINYANIM } from '../data/types';
import { hebrewVerbs } from '../data/verbs';
import { NO_VERBS, VerbTable } from './verb-table';

const binyan = () => screen.getByLabelText('Binyan');
const search = () => screen.getByLabelText('Search verbs (English or Hebrew)');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const binyanOf = (row: HTMLElement) => within(row).getAllByRole('cell')[6].textContent;

describe('VerbTable', () => {
  beforeEach(() => render(<VerbTable verbs={hebrewVerbs} />));

  it('lists all 100 verbs with the spec columns', () => {
    expect(bodyRows()).toHaveLength(100);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '#',
      'Root',
      'Infinitive',
      'English',
      'Past (1st person)',
      'Present (1st person)',
      'Future (1st person)',
      'Binyan',
      'Audio',
    ]);
  });

  it('offers All and the seven binyanim', () => {
    expect(
      within(binyan())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', ...BINYANIM]);
  });

  it.each(BINYANIM)('filters to %s', (b) => {
    fireEvent.change(binyan(), { target: { value: b } });
    const rows = bodyRows();
    expect(rows).toHaveLength(hebrewVerbs.filter((v) => v.binyan === b).length);
    for (const row of rows) expect(binyanOf(row)).toBe(b);
  });

  it('searches English and Hebrew, together with the binyan filter', () => {
    fireEvent.change(search(), { target: { value: 'write' } });
    expect(bodyRows()).toHaveLength(1);
    fireEvent.change(search(), { target: { value: 'למד' } });
    expect(bodyRows().map(binyanOf)).toEqual(["Pa'al", "Pi'el"]);
    fireEvent.change(binyan(), { target: { value: "Pi'el" } });
    expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['to teach']);
    fireEvent.change(search(), { target: { value: 'כ-ת-ב' } });
    expect(screen.getByText(NO_VERBS)).toBeInTheDocument();
    fireEvent.change(binyan(), { target: { value: 'All' } });
    expect(bodyRows()).toHaveLength(1);
  });

  it('shows the empty text when nothing matches', () => {
    fireEvent.change(search(), { target: { value: 'xyzzy' } });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No verbs found matching your search.')).toBeInTheDocument();
  });
});
