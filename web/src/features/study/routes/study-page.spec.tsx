import { cleanup, screen } from '@testing-library/react';
import { clearLocalStudy, createLocalItem } from '../../../lib/study/local-study';
import { renderWithSession } from '../../../test/render-with-session';
import StudyPage from './study-page';

const ROMANS_8_28 = { book: 45, chapter: 8, verse: 28 };

describe("My study's bookmarks", () => {
  afterEach(() => {
    cleanup();
    clearLocalStudy();
  });

  it('names a bookmark by its label, and only once when the label is its reference', () => {
    createLocalItem('bookmarks', { ...ROMANS_8_28, label: 'Romans 8:28' });
    createLocalItem('bookmarks', { ...ROMANS_8_28, verse: 28, endVerse: 30, label: 'Romans 8:28-30' });
    createLocalItem('bookmarks', { ...ROMANS_8_28, verse: 1, label: 'No condemnation' });
    renderWithSession(<StudyPage />, null);
    const items = screen
      .getByRole('heading', { name: 'Bookmarks (3)' })
      .parentElement!.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      'Romans 8:28',
      'Romans 8:28–30',
      'Romans 8:1 — No condemnation',
    ]);
  });
});
