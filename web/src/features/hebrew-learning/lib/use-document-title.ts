import { useEffect } from 'react';

/** Sets the tab title to "{page} | Strong's Dictionary" while the page is shown. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} | Strong's Dictionary`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
