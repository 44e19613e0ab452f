import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { serveJson } from '../../../test/serve-json';
import { ChapterSkeleton } from './chapter-skeleton';

const renderSkeleton = (book: string, chapter: number, selected?: number) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ChapterSkeleton book={book} chapter={chapter} selected={selected} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ChapterSkeleton', () => {
  it('reserves one line per KJV verse of the chapter (John 3 has 36, Psalm 117 two) beside the cross references', () => {
    serveJson({});
    const { container, unmount } = renderSkeleton('John', 3);
    expect(screen.getByRole('status', { name: 'Loading chapter…' })).toBeInTheDocument();
    expect(
      (container.querySelector('.chapter-skeleton') as HTMLElement).style.getPropertyValue('--verses'),
    ).toBe('36');
    expect(screen.getByRole('heading', { name: 'Cross references' })).toBeInTheDocument();
    unmount();
    const psalm = renderSkeleton('Psalms', 117);
    expect(
      (psalm.container.querySelector('.chapter-skeleton') as HTMLElement).style.getPropertyValue('--verses'),
    ).toBe('2');
  });

  it('starts what is beside the selected verse at once (cross references, commentaries, topics), and draws a typical chapter for a book it does not know', () => {
    const asked = serveJson({});
    renderSkeleton('John', 3, 16);
    expect([...asked].sort()).toEqual([
      '/api/bible/cross-references/43/3/16?limit=20',
      '/api/commentaries/by-verse/43/3/16',
      '/api/topics/by-verse/43/3/16',
    ]);
    const { container } = renderSkeleton('Nowhere', 1);
    expect(
      (container.querySelector('.chapter-skeleton') as HTMLElement).style.getPropertyValue('--verses'),
    ).toBe('25');
  });
});
