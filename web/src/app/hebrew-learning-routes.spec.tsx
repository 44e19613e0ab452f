import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { hebrewLearningRoutes } from './hebrew-learning-routes';

// jsdom lacks the Fetch API a data router needs, so the pages render in a MemoryRouter here; the route
// objects' lazy() loaders are resolved once and their components mounted at the same paths.
let pages: { path: string; Component: ComponentType }[] = [];
beforeAll(async () => {
  pages = await Promise.all(
    hebrewLearningRoutes.map(async (r) => {
      const loaded = (await (r.lazy as () => Promise<{ Component: ComponentType }>)()) ?? {};
      return { path: `/${r.path}`, Component: loaded.Component };
    }),
  );
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {pages.map(({ path: p, Component }) => (
          <Route key={p} path={p} element={<Component />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );

describe('Hebrew learning routes', () => {
  it('declares the three paths, each loading a page component', () => {
    expect(hebrewLearningRoutes.map((r) => r.path)).toEqual([
      'hebrew-learning',
      'hebrew-alefbet',
      'hebrew-verbs',
    ]);
    for (const p of pages) expect(typeof p.Component).toBe('function');
  });

  it('/hebrew-learning: selector, phrase table and resource cards with working links', async () => {
    renderAt('/hebrew-learning');
    const selector = await screen.findByRole('tablist', { name: 'Learning content' });
    expect(
      within(selector)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      '100 Basic Phrases',
      '500 Basic Words',
      '100 Basic Verbs',
      'Hebrew AlefBet',
      'Hebrew Numbers',
    ]);
    expect(screen.getByRole('heading', { name: '100 Basic Phrases' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn the AlefBet' })).toHaveAttribute(
      'href',
      '/hebrew-alefbet',
    );
    expect(screen.getByRole('link', { name: 'Study Hebrew verbs' })).toHaveAttribute('href', '/hebrew-verbs');
    expect(screen.getByRole('link', { name: 'Browse Hebrew words' })).toHaveAttribute(
      'href',
      '/dictionary?lang=hebrew',
    );
  });

  it('500 Basic Words link each word to its dictionary entry, 50 to a page', async () => {
    renderAt('/hebrew-learning?content=words');
    expect(await screen.findByRole('heading', { name: '500 Basic Words' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getByRole('link', { name: 'H853' })).toHaveAttribute('href', '/dictionary/H853');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 10')).toBeInTheDocument();
  });

  it('Study Mode opens flash cards for the selected content and Escape returns', async () => {
    renderAt('/hebrew-learning?content=numbers');
    fireEvent.click(await screen.findByRole('button', { name: 'Study Mode' }));
    expect(screen.getByRole('region', { name: 'Study Mode: Hebrew Numbers' })).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 20')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button', { pressed: false }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: /Study Mode/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hebrew Numbers' })).toBeInTheDocument();
  });

  it('/hebrew-alefbet: 22 letters and the three cards', async () => {
    renderAt('/hebrew-alefbet');
    const table = await screen.findByRole('table', { name: 'The 22 letters of the Hebrew AlefBet' });
    expect(within(table).getAllByRole('row')).toHaveLength(23);
    for (const name of ['Vowel marks (nikud)', 'Writing guidelines', 'Connection to biblical Hebrew']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('/hebrew-verbs: the three tabs switch with the keyboard', async () => {
    renderAt('/hebrew-verbs');
    const tabs = await screen.findByRole('tablist', { name: 'About Hebrew verbs' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Binyanim Overview', 'Verb Roots', 'Biblical Connection']);
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Binyanim Overview' }), { key: 'ArrowRight' });
    expect(within(tabs).getByRole('tab', { name: 'Verb Roots' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('three consonants');
    expect(screen.getByRole('heading', { name: '100 Basic Verbs' })).toBeInTheDocument();
  });

  it.each([
    '/hebrew-learning',
    '/hebrew-learning?content=words',
    '/hebrew-learning?content=verbs',
    '/hebrew-learning?content=alefbet',
    '/hebrew-learning?content=numbers',
    '/hebrew-alefbet',
    '/hebrew-verbs',
  ])(
    'has no axe violations at %s (jsdom: structure and names; contrast is checked in the browser)',
    async (path) => {
      const { container } = renderAt(path);
      await screen.findByRole('heading', { level: 1 });
      const results = await axe.run(container, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    },
    // axe walks the whole page in jsdom: seconds each, more on a busy machine.
    30_000,
  );
});
