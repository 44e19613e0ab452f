import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const KEY = 'strongs-last-search';

/** Kept in localStorage, so an entry opened in a new tab still leads back to the search it came from. */
export function rememberSearch(path: string): void {
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): Back then leads to the search page without a query.
  }
}

/** The last results page as a `/search?…` link (the spec's Back target), or `/search` before any search. */
export function lastSearchPath(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    stored = null;
  }
  if (!stored) return '/search';
  return stored.startsWith('/results?') ? `/search${stored.slice('/results'.length)}` : stored;
}

/** Results pages call this: every search with a query shown becomes the last search. */
export function useRememberSearch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('q')?.trim()) rememberSearch(`${pathname}${search}`);
  }, [pathname, search]);
}

/** Whether the page before this one in the tab's history is one of the site's (react-router numbers its entries). */
export function cameFromSite(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}
