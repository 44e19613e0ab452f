import { render, screen } from '@testing-library/react';
import { UsageText } from './usage-text';

describe('UsageText', () => {
  it('shows the Hebrew dictionary’s [idiom] as Strong’s X, with a tooltip saying what it means (H1)', () => {
    const { container } = render(
      <UsageText usage="chief, (fore-) father(-less), [idiom] patrimony, principal." language="hebrew" />,
    );
    expect(container.querySelector('.usage-text')?.textContent).not.toContain('[idiom]');
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toMatch(/idiom of the Hebrew/);
    const mark = container.querySelector('.strongs-mark')!;
    expect(mark.firstChild?.textContent).toBe('X');
    expect(mark.getAttribute('aria-describedby')).toBe(tip.id);
    expect(mark.tagName).toBe('BUTTON');
  });

  it('marks the Greek dictionary’s X and + the same way (G3689, G5060)', () => {
    const { container } = render(
      <UsageText usage="true, X truly, smite (+ with the hand)" language="greek" />,
    );
    expect([...container.querySelectorAll('.strongs-mark')].map((m) => m.firstChild?.textContent)).toEqual([
      'X',
      '+',
    ]);
    expect(screen.getAllByRole('tooltip')[1].textContent).toMatch(/other Greek words \(a phrase\)/);
  });

  it('adds no legend to a list without marks', () => {
    const { container } = render(<UsageText usage="(be-)love(-ed)" language="greek" />);
    expect(container.textContent).toBe('(be-)love(-ed)');
  });
});
