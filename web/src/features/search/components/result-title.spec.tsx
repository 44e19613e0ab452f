import type { SearchResultItem } from '@strongs/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ResultTitle } from './result-title';

const hit = (extra: Partial<SearchResultItem>): SearchResultItem => ({
  id: 'wlc-19-89-13',
  title: 'Psalms 89:13',
  content: 'Psalms 89:13\tצָפ֣וֹן וְ֭יָמִין',
  text: 'צָפ֣וֹן וְ֭יָמִין',
  sourceType: 'bible',
  book: 19,
  bookName: 'Psalms',
  chapter: 89,
  verse: 13,
  reference: 'Psalms 89:13',
  version: 'wlc',
  matchedWords: [],
  ...extra,
});

const renderTitle = (result: SearchResultItem, version = 'wlc') =>
  render(
    <MemoryRouter>
      <h2>
        <ResultTitle result={result} version={version} />
      </h2>
    </MemoryRouter>,
  );

describe('ResultTitle', () => {
  it('gives a WLC hit numbered otherwise both numbers: its own opens the WLC, the KJV one the KJV verse', () => {
    renderTitle(hit({ kjvReference: 'Psalms 89:12', kjvChapter: 89, kjvVerse: 12 }));
    expect(screen.getByRole('heading').textContent).toBe('Psalms 89:13 · KJV 89:12');
    expect(screen.getByRole('link', { name: 'Psalms 89:13' }).getAttribute('href')).toBe(
      '/bible/Psalms/89/13?version=wlc',
    );
    expect(screen.getByRole('link', { name: 'KJV 89:12' }).getAttribute('href')).toBe('/bible/Psalms/89/12');
  });

  it('names a shared verse by both KJV verses and a Psalm title by its Psalm', () => {
    const { unmount } = renderTitle(
      hit({ title: 'Psalms 13:6', kjvReference: 'Psalms 13:5-6', kjvChapter: 13, kjvVerse: 5 }),
    );
    expect(screen.getByRole('heading').textContent).toBe('Psalms 13:6 · KJV 13:5-6');
    unmount();
    renderTitle(
      hit({
        title: 'Psalms 51:2',
        kjvReference: 'Psalms 51:1',
        kjvChapter: 51,
        kjvVerse: 1,
        psalmTitle: true,
      }),
    );
    expect(screen.getByRole('heading').textContent).toBe('Psalms 51:2 · KJV 51 title');
  });

  it('keeps one reference, to the KJV-numbered reader, where the numbers agree', () => {
    renderTitle(hit({ title: 'Genesis 1:1', book: 1, chapter: 1, verse: 1 }), 'kjv');
    expect(screen.getByRole('heading').textContent).toBe('Genesis 1:1');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/bible/Genesis/1/1');
  });
});
