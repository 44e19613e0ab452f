import { render, screen } from '@testing-library/react';
import { ChapterSkeleton } from './chapter-skeleton';

const linesOf = (container: HTMLElement) =>
  (container.querySelector('.chapter-skeleton') as HTMLElement).style.getPropertyValue('--verses');

describe('ChapterSkeleton', () => {
  it('reserves one line per KJV verse of the chapter (John 3 has 36, Psalm 117 two)', () => {
    const john = render(<ChapterSkeleton book="John" chapter={3} />);
    expect(screen.getByRole('status', { name: 'Loading chapter…' })).toBeInTheDocument();
    expect(linesOf(john.container)).toBe('36');
    john.unmount();
    expect(linesOf(render(<ChapterSkeleton book="Psalms" chapter={117} />).container)).toBe('2');
  });

  it('draws a typical chapter for a book it does not know', () => {
    expect(linesOf(render(<ChapterSkeleton book="Nowhere" chapter={1} />).container)).toBe('25');
  });
});
