import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { KeyboardShortcuts } from './keyboard-shortcuts';

describe('the shortcut help and search keys', () => {
  function renderShortcuts() {
    return render(
      <MemoryRouter>
        <form role="search">
          <input aria-label="Search" />
        </form>
        <KeyboardShortcuts />
      </MemoryRouter>,
    );
  }

  it('? lists the shortcuts in a dialog', () => {
    renderShortcuts();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Next chapter');
    expect(dialog.textContent).toContain('Go to the search box');
  });

  it('/ focuses the search box, and typing / in it does not', () => {
    renderShortcuts();
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: '?' });
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });
});
