import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header';

function renderHeader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the site header on a phone', () => {
  it('keeps the menu open when the header drawn during the first load gives way to the layout header', () => {
    const loading = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    loading.unmount();
    renderHeader();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toContain('is-open');
    fireEvent.click(screen.getByRole('link', { name: 'Read the Bible' }));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
