import { useQueries } from '@tanstack/react-query';
import { BOOKS } from '../../../lib/books';
import { ApiError } from '../../../lib/request';
import { getRstneVerse } from '../../../lib/api/get-rstne-verse';

/** Whether the RSTNE slot holds the first verse of a book: 404 means it does not; other failures are errors. */
async function hasFirstVerse(bookName: string, signal: AbortSignal): Promise<boolean> {
  try {
    await getRstneVerse(bookName, 1, 1, signal);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export interface BookCoverage {
  /** Books whose verse 1:1 the RSTNE slot returns; undefined while any probe is pending or failed. */
  books: number | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * The versions list reports verse counts but not books, so the status box asks the RSTNE slot for 1:1 of each
 * of the 66 books (small, cached answers) and counts those it has.
 */
export function useRstneBookCoverage(): BookCoverage {
  return useQueries({
    queries: BOOKS.map((name) => ({
      queryKey: ['rstne', 'has-book', name],
      queryFn: ({ signal }: { signal: AbortSignal }) => hasFirstVerse(name, signal),
      staleTime: 10 * 60_000,
      retry: false,
    })),
    combine: (results) => {
      const pending = results.some((r) => r.isPending);
      const failed = results.some((r) => r.isError);
      return { books: pending || failed ? undefined : results.filter((r) => r.data).length, pending, failed };
    },
  });
}
