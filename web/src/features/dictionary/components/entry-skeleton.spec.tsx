import { render, screen } from '@testing-library/react';
import { EntrySkeleton } from './entry-skeleton';
import { CHART_HEIGHT } from './occurrences-chart';

describe('EntrySkeleton', () => {
  it('is announced as loading the entry and reserves the occurrences chart at its drawn height', () => {
    const { container } = render(<EntrySkeleton strongsNumber="H7225" />);
    expect(screen.getByRole('status', { name: 'Loading entry H7225…' })).toBeInTheDocument();
    expect((container.querySelector('.chart-skeleton') as HTMLElement).style.height).toBe(
      `${CHART_HEIGHT}px`,
    );
    expect(container.querySelectorAll('.entry-side .card')).toHaveLength(4);
  });
});
