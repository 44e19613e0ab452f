import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CustomPage } from '@strongs/contracts';
import { serveJson } from '../../../test/serve-json';
import { CustomPageRoute } from './custom-page';

const stamp = '2026-01-01T00:00:00.000Z';
const customPage = (slug: string, title: string, content: string): CustomPage => ({
  id: 1,
  slug,
  title,
  content,
  active: true,
  createdAt: stamp,
  updatedAt: stamp,
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pages/:slug" element={<CustomPageRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  delete (window as unknown as { pwned?: boolean }).pwned;
});

describe('/pages/:slug', () => {
  it('shows the page as formatted HTML: headings, lists and links', async () => {
    serveJson({
      '/api/pages/study-guide': customPage(
        'study-guide',
        'Study guide',
        '<h2>Getting started</h2><p>Open <a href="https://example.org/">the guide</a>.</p><ul><li>Read</li><li>Pray</li></ul>',
      ),
    });
    renderAt('/pages/study-guide');
    await screen.findByRole('heading', { level: 1, name: 'Study guide' });
    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.org/');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Read', 'Pray']);
  });

  it('shows the text of a hostile page and never runs its script', async () => {
    serveJson({
      '/api/pages/hostile': customPage(
        'hostile',
        'Hostile',
        '<p>Visible words</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><iframe src="javascript:window.pwned=true"></iframe>',
      ),
    });
    const { container } = renderAt('/pages/hostile');
    await screen.findByText('Visible words');
    expect(container.innerHTML).not.toMatch(/<script|onerror|<iframe/i);
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('says the page is not found for an unknown or unpublished slug', async () => {
    serveJson({});
    renderAt('/pages/draft');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByText('draft')).toBeInTheDocument();
  });

  it('puts the page title and the configured site name in the document title', async () => {
    serveJson({
      '/api/pages/about-us': customPage('about-us', 'About us', '<p>Hello</p>'),
      '/api/system-settings/public': { site_name: 'Concordance Online' },
    });
    renderAt('/pages/about-us');
    await screen.findByText('Hello');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    await waitFor(() => expect(document.title).toBe('About us | Concordance Online'));
  });
});
