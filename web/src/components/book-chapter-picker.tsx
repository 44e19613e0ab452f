import type { BookInfo } from '@strongs/scripture/books';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BOOK_CATALOGUE } from '../lib/books';

interface BookChapterPickerProps {
  /** The book and chapter being read: marked in both grids, and the book whose chapters show first. */
  current?: { book: number; chapter: number };
  /** Where a chapter leads. */
  linkTo: (book: BookInfo, chapter: number) => string;
  /** Called when a chapter is chosen (a popover closes itself). */
  onChoose?: () => void;
}

const TESTAMENTS = [
  { key: 'OT', label: 'Old Testament' },
  { key: 'NT', label: 'New Testament' },
] as const;

/** Books of both testaments, then the chosen book's chapters: any chapter is two choices away. */
export function BookChapterPicker({ current, linkTo, onChoose }: BookChapterPickerProps) {
  const [book, setBook] = useState<BookInfo | null>(null);
  if (book) {
    return (
      <div className="picker">
        <div className="picker-head">
          <h2 className="small-heading">{book.name}: chapters</h2>
          <button type="button" className="button button-small" onClick={() => setBook(null)}>
            All books
          </button>
        </div>
        <ul className="picker-grid picker-chapters">
          {Array.from({ length: book.chapters }, (_, i) => i + 1).map((chapter) => {
            const isCurrent = current?.book === book.number && current.chapter === chapter;
            return (
              <li key={chapter}>
                <Link
                  to={linkTo(book, chapter)}
                  aria-label={`${book.name} ${chapter}`}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={onChoose}
                >
                  {chapter}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return (
    <div className="picker">
      {TESTAMENTS.map((testament) => (
        <section key={testament.key} aria-label={testament.label}>
          <h2 className="small-heading">{testament.label}</h2>
          <ul className="picker-grid picker-books">
            {BOOK_CATALOGUE.filter((b) => b.testament === testament.key).map((b) => (
              <li key={b.number}>
                <button
                  type="button"
                  aria-current={current?.book === b.number ? 'true' : undefined}
                  onClick={() => setBook(b)}
                >
                  {b.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
