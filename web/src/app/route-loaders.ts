import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { dictionaryEntryQueryOptions } from '../lib/api/get-dictionary-entry';
import { chapterQueryOptions } from '../features/reader/api/get-chapter';
import { searchResultsQueryOptions } from '../lib/api/get-search-results';
import { versionsQueryOptions } from '../lib/versions';
import { readSearchState } from '../features/search/components/use-search-state';
import { tryParseStrongs } from '@strongs/scripture/strongs-number';

/*
 * Route loaders start a page's data while its chunk loads, instead of after it has rendered; they never wait
 * for it (the page shows its own loading state and errors), and the page reads the same query.
 */

const warm = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/** The search at the site's page size, which the search service applies. */
export const resultsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const { q, db, page } = readSearchState(new URL(request.url).searchParams);
    if (q.trim()) warm(queryClient.ensureQueryData(searchResultsQueryOptions({ q, db, page })));
    // The catalogue says which texts run right to left: wanted as soon as the cards are drawn.
    warm(queryClient.ensureQueryData(versionsQueryOptions()));
    return null;
  };

export const chapterLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const version = (new URL(request.url).searchParams.get('version') ?? 'kjv').toLowerCase();
    const chapter = Number(params.chapter ?? '1');
    if (params.book && Number.isInteger(chapter))
      warm(queryClient.ensureQueryData(chapterQueryOptions(params.book, chapter, version)));
    return null;
  };

export const entryLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const n = tryParseStrongs(params.strongsNumber ?? '');
    if (n) warm(queryClient.ensureQueryData(dictionaryEntryQueryOptions(n)));
    return null;
  };
