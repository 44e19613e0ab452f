import { render, screen } from '@testing-library/react';
import { languageLabel } from '../lib/strongs';
import { VerseTitle } from './verse-title';

describe('VerseTitle', () => {
  it('shows a Psalm title with the hit\u2019s words marked', () => {
    render(<VerseTitle title="A Psalm of David, when he fled from Absalom his son." words={['Psalm']} />);
    expect(screen.getByText('Psalm', { selector: 'mark' })).toBeTruthy();
    expect(screen.getByText(/Title:/).closest('p')?.textContent).toBe(
      'Title: A Psalm of David, when he fled from Absalom his son.',
    );
  });

  it('shows nothing for a hit without a title', () => {
    const { container } = render(<VerseTitle />);
    expect(container.innerHTML).toBe('');
  });
});

describe('languageLabel', () => {
  it('names Aramaic entries of the Hebrew dictionary Aramaic', () => {
    expect(languageLabel('H560', true)).toBe('Aramaic');
    expect(languageLabel('H559', false)).toBe('Hebrew');
    expect(languageLabel('G2316', true)).toBe('Greek');
  });
});
