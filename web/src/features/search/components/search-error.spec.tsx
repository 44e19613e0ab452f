import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../../lib/request';
import { SearchError } from './search-error';

const FALLBACK = 'The search could not be completed. Check the words and try again.';

describe('SearchError', () => {
  it('shows the server’s reason for refusing a search (G25 morph:qal on the TR)', () => {
    const message =
      'qal is not a parsing feature of Greek words (TR is a Greek text): try aorist, present, imperative, participle, genitive, plural, … or search WLC (Hebrew)';
    render(<SearchError error={new ApiError(message, 400)} fallback={FALLBACK} />);
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  it('shows an unknown reference as the server names it, with a way out as a link', () => {
    render(
      <MemoryRouter>
        <SearchError
          error={new ApiError('Reference not found: John 3:99', 404)}
          fallback={FALLBACK}
          fixes={[{ label: 'Search the WLC instead', q: 'H1254 morph:qal', db: 'wlc' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Reference not found: John 3:99');
    expect(screen.getByRole('link', { name: 'Search the WLC instead' }).getAttribute('href')).toBe(
      '/results?q=H1254%20morph%3Aqal&db=wlc',
    );
  });

  it('keeps the general sentence for a failure that is not the query’s fault', () => {
    render(<SearchError error={new ApiError('Internal server error', 500)} fallback={FALLBACK} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(FALLBACK);
  });
});
