import { findBook } from '@strongs/scripture';
import type { BookScope } from './query-ast';
import { QueryParseError } from './query-parse.error';

const TESTAMENTS: Record<string, BookScope> = {
  ot: { fromBook: 1, toBook: 39 },
  old: { fromBook: 1, toBook: 39 },
  nt: { fromBook: 40, toBook: 66 },
  new: { fromBook: 40, toBook: 66 },
};

function bookNumber(name: string, whole: string): number {
  const book = findBook(name);
  if (!book) throw new QueryParseError(`Unknown book "${name}" in ${whole}`);
  return book.number;
}

/** `ot`, `nt`, a book (`Gen`, `1Sam`) or a range of books (`Gen-Deu`), as typed after `in:` or in `book=`. */
export function parseScope(value: string, whole = value): BookScope {
  const text = value.trim();
  if (!text)
    throw new QueryParseError(`Say which books to search in ${whole} (for example in:Gen-Deu or in:nt)`);
  const testament = TESTAMENTS[text.toLowerCase()];
  if (testament) return testament;
  const dash = text.indexOf('-', 1);
  if (dash < 0) {
    const n = bookNumber(text, whole);
    return { fromBook: n, toBook: n };
  }
  const from = bookNumber(text.slice(0, dash), whole);
  const to = bookNumber(text.slice(dash + 1), whole);
  if (to < from) throw new QueryParseError(`The book range in ${whole} runs backwards`);
  return { fromBook: from, toBook: to };
}

/** The overlap of two scopes (a `book=` parameter and an `in:` inside the query); no overlap is an error. */
export function intersectScopes(a: BookScope | undefined, b: BookScope | undefined): BookScope | undefined {
  if (!a) return b;
  if (!b) return a;
  const scope = { fromBook: Math.max(a.fromBook, b.fromBook), toBook: Math.min(a.toBook, b.toBook) };
  if (scope.fromBook > scope.toBook)
    throw new QueryParseError('The book and testament filters exclude each other');
  return scope;
}
