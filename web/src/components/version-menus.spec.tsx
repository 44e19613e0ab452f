import type { VersionDetails } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VersionList } from './version-list';
import { VersionSelect } from './version-select';

const version = (
  v: Partial<VersionDetails> & Pick<VersionDetails, 'code' | 'abbreviation'>,
): VersionDetails => ({
  name: v.abbreviation,
  language: 'en',
  direction: 'ltr',
  kind: 'translation',
  licence: 'Public domain',
  source: 'Somewhere',
  credit: null,
  description: null,
  hasStrongs: false,
  strongsNote: null,
  installed: true,
  published: true,
  coverage: null,
  verseCount: 31102,
  versification: 'kjv',
  updatedAt: '2026-11-28T00:00:00.000Z',
  generation: 1,
  searchGeneration: 1,
  ...v,
});

function renderWith(versions: VersionDetails[], ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['bible', 'versions', 'details'], versions);
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const KJV = version({ code: 'kjv', abbreviation: 'KJV' });

describe('the version menus', () => {
  it("mark an unpublished text and its coverage, as an administrator's list has it", () => {
    renderWith(
      [
        KJV,
        version({
          code: 'net',
          abbreviation: 'NET',
          published: false,
          coverage: 'Ruth only, 85 verses',
          verseCount: 85,
        }),
      ],
      <VersionSelect id="v" value="kjv" onChange={() => undefined} />,
    );
    const option = screen.getByRole('option', { name: /^NET/ });
    expect(option).toHaveTextContent('NET · Ruth only, 85 verses (unpublished)');
    expect(option).not.toBeDisabled();
    expect(screen.getByRole('option', { name: 'KJV' })).toBeInTheDocument();
  });

  it("show a visitor's unpublished slot only as not installed, with nothing of the file", () => {
    renderWith(
      [
        KJV,
        version({
          code: 'net',
          abbreviation: 'NET',
          installed: false,
          published: false,
          verseCount: 0,
          licence: 'Not installed',
        }),
      ],
      <VersionSelect id="v" value="kjv" onChange={() => undefined} />,
    );
    const option = screen.getByRole('option', { name: /^NET/ });
    expect(option).toHaveTextContent(/^NET \(not installed\)$/);
    expect(option).toBeDisabled();
  });

  it('say a partial published text covers part of the Bible, and mark an unpublished one in the list of versions', () => {
    renderWith(
      [
        version({
          code: 'net',
          abbreviation: 'NET',
          name: 'New English Translation',
          coverage: 'Ruth only, 85 verses',
          verseCount: 85,
        }),
        version({ code: 'nkjv', abbreviation: 'NKJV', name: 'New King James Version', published: false }),
      ],
      <VersionList />,
    );
    const net = screen.getByRole('heading', { name: /New English Translation/ }).closest('li') as HTMLElement;
    expect(within(net).getByText(/85 verses installed · Ruth only, 85 verses/)).toBeInTheDocument();
    expect(within(net).queryByText('unpublished')).toBeNull();
    const nkjv = screen.getByRole('heading', { name: /New King James Version/ });
    expect(within(nkjv).getByText('unpublished')).toBeInTheDocument();
  });
});
