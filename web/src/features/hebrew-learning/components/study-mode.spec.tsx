import { fireEvent, render, screen } from '@testing-library/react';
import { StudyMode } from './study-mode';

const cards = [
  { key: 'a', front: 'שלום', back: 'Hello', detail: 'shalom' },
  { key: 'b', front: 'תודה', back: 'Thank you', detail: 'toda' },
];

describe('StudyMode', () => {
  it('is keyboard-operable: Enter/Space flip, arrows move, Escape leaves', () => {
    const onExit = jest.fn();
    render(<StudyMode title="Phrases" cards={cards} onExit={onExit} />);
    const region = screen.getByRole('region', { name: 'Study Mode: Phrases' });
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
    const card = screen.getByRole('button', { pressed: false });
    expect(card).toHaveFocus();
    expect(card).toHaveTextContent('שלום');

    fireEvent.click(card); // Space/Enter on the focused card button activate it
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 2 (answer shown)')).toBeInTheDocument();

    fireEvent.keyDown(region, { key: ' ' }); // on the region itself
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();

    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { pressed: false })).toHaveTextContent('תודה');
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();

    fireEvent.keyDown(card, { key: 'Escape' });
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});
