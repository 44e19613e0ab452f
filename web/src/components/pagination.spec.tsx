import { fireEvent, render, screen } from '@testing-library/react';
import { pageWindow } from '../lib/page-window';
import { Pagination } from './pagination';

describe('pageWindow', () => {
  it('lists every page when there are at most five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last, the current page with its neighbours, and ellipses for the gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('widens the window at the edges so five numbers show', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 'ellipsis-end', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'ellipsis-start', 9, 10, 11, 12]);
  });

  it('never shows more than five numbers', () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const numbers = pageWindow(page, total).filter((i) => typeof i === 'number');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
        expect(numbers).toContain(page);
      }
    }
  });

  it('gives the dictionary exactly current ±1 plus first and last', () => {
    expect(pageWindow(1, 50, { widen: false })).toEqual([1, 2, 'ellipsis-end', 50]);
    expect(pageWindow(25, 50, { widen: false })).toEqual([
      1,
      'ellipsis-start',
      24,
      25,
      26,
      'ellipsis-end',
      50,
    ]);
  });
});

describe('Pagination', () => {
  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={8} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={8} totalPages={8} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('marks the current page and reports the page chosen', () => {
    const onChange = jest.fn();
    render(<Pagination page={5} totalPages={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange.mock.calls).toEqual([[10], [6]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
