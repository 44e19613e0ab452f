import { render } from '@testing-library/react';
import { PassageLabel } from './passage-label';

describe('PassageLabel', () => {
  it('keeps each range of a passage on one line and its text as it was', () => {
    const { container } = render(
      <h1>
        Compare <PassageLabel label="Romans 8:28-30; Song of Solomon 2:1–3" />
      </h1>,
    );
    expect(container.textContent).toBe('Compare Romans 8:28-30; Song of Solomon 2:1–3');
    expect([...container.querySelectorAll('.unbroken')].map((e) => e.textContent)).toEqual([
      '8:28-30;',
      '2:1–3',
    ]);
  });

  it('leaves a single verse and a book with a hyphen in its name free to wrap', () => {
    const { container } = render(<PassageLabel label="1-John 3:16" />);
    expect(container.querySelectorAll('.unbroken')).toHaveLength(0);
  });
});
