import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's items to draw: the first `first` at once, then all of them in a transition. A
 * transition's render yields to the browser every few milliseconds, so a long list (thirty search results,
 * a chapter of tagged verses) never holds the main thread in one long task while the page is being read.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [shown, setShown] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setShown(total));
  }, [shown, total]);
  return Math.min(shown, total);
}
