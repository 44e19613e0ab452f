import type { VerseTopicsResponse } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TopicsSection } from './topics-section';

const WORK = {
  code: 'nave',
  name: "Nave's Topical Bible",
  shortName: "Nave's",
  source: 'CrossWire',
  licence: 'Public Domain',
  generation: 1,
};

function renderWith(answer: VerseTopicsResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['topics', 'by-verse', 5, 6, 5], answer);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TopicsSection book={5} chapter={6} verse={5} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Topics section beside a verse', () => {
  it('links each topic to its page and names the sub-topics citing the verse, three at most', () => {
    renderWith({
      reference: 'Deuteronomy 6:5',
      total: 2,
      work: WORK,
      topics: [
        { slug: 'love', name: 'LOVE', subTopics: [{ position: 3, label: 'OF MAN FOR GOD' }] },
        {
          slug: 'god',
          name: 'GOD',
          subTopics: ['A', 'B', '', 'C', 'D'].map((label, position) => ({ position, label })),
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'Topics' });
    expect(within(section).getByText("2 topics cite Deuteronomy 6:5 in Nave's Topical Bible")).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'LOVE' }).getAttribute('href')).toBe('/topics/love');
    expect(within(section).getByText('· OF MAN FOR GOD', { exact: false })).toBeTruthy();
    expect(within(section).getByText('· A; B; C; …', { exact: false })).toBeTruthy();
  });

  it('says so when no topic cites the verse', () => {
    renderWith({ reference: 'Deuteronomy 6:5', total: 0, work: WORK, topics: [] });
    expect(screen.getByText("No topic of Nave's Topical Bible cites Deuteronomy 6:5.")).toBeTruthy();
  });
});
