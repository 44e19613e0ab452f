import type { StudyPassage } from '@strongs/contracts';
import type { ReactNode } from 'react';
import { bookName } from '../../../lib/books';

/** Items grouped under their book's name, in canonical order (they arrive sorted by passage). */
export function ByBook<T extends StudyPassage & { id: number }>({
  items,
  render,
}: {
  items: T[];
  render: (item: T) => ReactNode;
}) {
  const books = [...new Set(items.map((i) => i.book))].sort((a, b) => a - b);
  return (
    <>
      {books.map((book) => (
        <section key={book} className="study-book">
          <h3 className="small-heading">{bookName(book)}</h3>
          <ul className="study-list">
            {items
              .filter((i) => i.book === book)
              .map((item) => (
                <li key={item.id}>{render(item)}</li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
