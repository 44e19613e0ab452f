import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VerseMarks, verseMarkClass } from './verse-marks';

const show = (mark: Parameters<typeof VerseMarks>[0]['mark']) =>
  render(
    <MemoryRouter>
      <VerseMarks mark={mark} reference="John 3:16" readerHref="/bible/john/3/16" />
    </MemoryRouter>,
  );

describe('VerseMarks', () => {
  it('names the highlight colour in words and links the note to the verse in the reader', () => {
    const { container } = show({ colour: 'green', notes: 1 });
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('Highlighted green');
    expect(container.querySelector('.study-hl-green .verse-marks-dot')).not.toBeNull();
    const note = screen.getByRole('link', { name: 'Open the note on John 3:16' });
    expect(note.getAttribute('href')).toBe('/bible/john/3/16');
  });

  it('says notes for several, and shows nothing for a verse without a highlight or note', () => {
    show({ notes: 2 });
    expect(screen.getByRole('link', { name: 'Open the notes on John 3:16' })).toBeTruthy();
    expect(screen.queryByText(/Highlighted/)).toBeNull();
    const { container } = show(undefined);
    expect(container.innerHTML).toBe('');
  });

  it('puts the colour behind a highlighted verse only', () => {
    expect(verseMarkClass({ colour: 'pink', notes: 0 })).toBe(' study-marked study-hl-pink');
    expect(verseMarkClass({ notes: 3 })).toBe('');
    expect(verseMarkClass(undefined)).toBe('');
  });
});
