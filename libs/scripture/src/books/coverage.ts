import { BOOKS } from './catalogue';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What part of the Bible a text holds, from the books its verses are in and how many verses it has:
 * null for all 66 books, else "Ruth only, 85 verses", "New Testament only, 7,957 verses", "12 books, 3,000 verses".
 */
export function describeCoverage(bookNumbers: readonly number[], verseCount: number): string | null {
  const books = [...new Set(bookNumbers)].sort((a, b) => a - b);
  if (books.length === BOOKS.length) return null;
  const verses = count(verseCount, 'verse', 'verses');
  const testaments = new Set(books.map((n) => BOOKS[n - 1]?.testament));
  const wholeTestament = (t: 'OT' | 'NT') =>
    testaments.size === 1 &&
    testaments.has(t) &&
    books.length === BOOKS.filter((b) => b.testament === t).length;
  if (wholeTestament('OT')) return `Old Testament only, ${verses}`;
  if (wholeTestament('NT')) return `New Testament only, ${verses}`;
  if (books.length <= 3)
    return `${books.map((n) => BOOKS[n - 1]?.name ?? `book ${n}`).join(', ')} only, ${verses}`;
  return `${count(books.length, 'book', 'books')}, ${verses}`;
}
