import {
  clearLocalStudy,
  createLocalItem,
  deleteLocalItem,
  forgetMovedItems,
  localStudyExport,
  readLocalStudy,
  updateLocalItem,
} from './local-study';

const JOHN_3_16 = { book: 43, chapter: 3, verse: 16 };

describe("a visitor's study in localStorage", () => {
  afterEach(() => clearLocalStudy());

  it('keeps one item per passage and content, as the server does', () => {
    createLocalItem('highlights', { ...JOHN_3_16, colour: 'yellow' });
    createLocalItem('highlights', { ...JOHN_3_16, colour: 'blue' });
    createLocalItem('notes', { ...JOHN_3_16, body: 'same' });
    createLocalItem('notes', { ...JOHN_3_16, body: 'same' });
    createLocalItem('notes', { ...JOHN_3_16, body: 'other' });
    const study = readLocalStudy();
    expect(study.highlights).toEqual([
      expect.objectContaining({ ...JOHN_3_16, endVerse: 16, colour: 'blue' }),
    ]);
    expect(study.notes.map((n) => n.body)).toEqual(['same', 'other']);
  });

  it('changes and deletes by id, and exports without ids or dates', () => {
    createLocalItem('bookmarks', { ...JOHN_3_16, label: 'Gospel' });
    const [bookmark] = readLocalStudy().bookmarks;
    updateLocalItem('bookmarks', bookmark.id, { folder: 'John' });
    expect(localStudyExport()).toEqual({
      format: 'strongs-study/1',
      highlights: [],
      notes: [],
      bookmarks: [{ ...JOHN_3_16, endVerse: 16, label: 'Gospel', folder: 'John' }],
    });
    deleteLocalItem('bookmarks', bookmark.id);
    expect(localStudyExport()).toBeNull();
    expect(localStorage.getItem('strongs.study.v1')).toBeNull();
  });

  it('forgets only the items that moved to the account, not one another tab added or changed meanwhile', () => {
    createLocalItem('highlights', { ...JOHN_3_16, colour: 'pink' });
    createLocalItem('notes', { ...JOHN_3_16, body: 'moved' });
    createLocalItem('notes', { ...JOHN_3_16, body: 'changed in another tab' });
    const moved = readLocalStudy();
    const changed = moved.notes[1];
    // The other tab writes localStorage itself; this tab's copy of it is stale.
    localStorage.setItem(
      'strongs.study.v1',
      JSON.stringify({
        ...moved,
        notes: [moved.notes[0], { ...changed, body: 'changed', updatedAt: '2099-01-01T00:00:00.000Z' }],
        bookmarks: [{ ...JOHN_3_16, id: -1, endVerse: 16, label: 'added in another tab', folder: null }],
      }),
    );
    forgetMovedItems(moved);
    const left = readLocalStudy();
    expect(left.highlights).toEqual([]);
    expect(left.notes.map((n) => n.body)).toEqual(['changed']);
    expect(left.bookmarks.map((b) => b.label)).toEqual(['added in another tab']);
  });
});
