import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Advertisement, ContentBox } from '@strongs/contracts';
import { serveJson } from '../../test/serve-json';
import { AdCard } from './ad-card';
import { AdSlot } from './ad-slot';
import { ContentBoxSlot } from './content-box-slot';
import { ResultsSidebar } from './results-sidebar';

const stamp = '2026-01-01T00:00:00.000Z';
const ad = (id: number, title: string, content: string, linkUrl: string | null = null): Advertisement => ({
  id,
  title,
  content,
  position: 'sidebar',
  linkUrl,
  active: true,
  createdAt: stamp,
  updatedAt: stamp,
});
const box = (id: number, title: string, content: string): ContentBox => ({
  id,
  title,
  content,
  position: 'homepage',
  active: true,
  createdAt: stamp,
  updatedAt: stamp,
});

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => {
  delete (window as unknown as { pwned?: boolean }).pwned;
});

describe('ResultsSidebar', () => {
  it('shows the sidebar advertisements the server returns, their HTML cleaned, then the sidebar boxes', async () => {
    const asked = serveJson({
      '/api/advertisements?position=sidebar': [
        ad(
          1,
          'Concordance course',
          '<p>Learn <em>Hebrew</em></p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>',
          'https://example.org/course',
        ),
      ],
      '/api/content-boxes?position=sidebar': [box(7, 'Study tip', '<p>Read slowly.</p>')],
    });
    const { container } = renderWithQueries(<ResultsSidebar />);
    await screen.findByRole('link', { name: 'Concordance course' });
    expect(screen.getByRole('link', { name: 'Concordance course' })).toHaveAttribute(
      'href',
      'https://example.org/course',
    );
    expect(screen.getByText('Hebrew')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Study tip' });
    expect(container.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
    expect(asked).toEqual(
      expect.arrayContaining(['/api/advertisements?position=sidebar', '/api/content-boxes?position=sidebar']),
    );
  });

  it('fills the parallel view up to three cards with placeholders', async () => {
    serveJson({
      '/api/advertisements?position=sidebar': [ad(1, 'One ad', '<p>x</p>')],
      '/api/content-boxes?position=sidebar': [],
    });
    const { container } = renderWithQueries(<ResultsSidebar withPlaceholders />);
    await screen.findByText('One ad');
    expect(container.querySelectorAll('.ad-card')).toHaveLength(3);
    expect(container.querySelectorAll('.ad-placeholder')).toHaveLength(2);
  });

  it('shows nothing in the list view when there is nothing to show', async () => {
    const asked = serveJson({
      '/api/advertisements?position=sidebar': [],
      '/api/content-boxes?position=sidebar': [],
    });
    const { container } = renderWithQueries(<ResultsSidebar />);
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('AdSlot', () => {
  it('shows the active advertisements of its position and nothing when the admin service fails', async () => {
    serveJson({ '/api/advertisements?position=results': [ad(2, 'Results banner', '<p>Banner text</p>')] });
    renderWithQueries(<AdSlot position="results" />);
    await screen.findByRole('complementary', { name: 'Advertisements with the results' });
    expect(screen.getByText('Banner text')).toBeInTheDocument();

    serveJson({});
    const { container } = renderWithQueries(<AdSlot position="footer" />);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AdCard', () => {
  it('links only to http(s) addresses or paths on the site', () => {
    const { rerender } = render(<AdCard ad={ad(3, 'Unsafe', '<p>x</p>', 'javascript:alert(1)')} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unsafe' })).toBeInTheDocument();
    rerender(<AdCard ad={ad(3, 'On site', '<p>x</p>', '/about')} />);
    expect(screen.getByRole('link', { name: 'On site' })).toHaveAttribute('href', '/about');
  });
});

describe('ContentBoxSlot', () => {
  it('shows the homepage boxes with their title and cleaned HTML', async () => {
    serveJson({
      '/api/content-boxes?position=homepage': [
        box(
          4,
          'Welcome',
          '<p>Start with <a href="javascript:alert(1)">this</a> or <a href="https://example.org/">that</a>.</p>',
        ),
      ],
    });
    renderWithQueries(<ContentBoxSlot position="homepage" />);
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.getByText('this')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'that' })).toHaveAttribute('href', 'https://example.org/');
  });
});
