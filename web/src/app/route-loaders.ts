import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { dictionaryEntryQueryOptions } from '../lib/api/get-dictionary-entry';
import { chapterQueryOptions } from '../features/reader/api/get-chapter';
import { RESULTS_PAGE_SIZE, searchResultsQueryOptions } from '../lib/api/get-search-results';
import { readSearchState } from '../features/search/components/use-search-state';
import { pageSizeOf, publicSettingsQueryOptions } from '../lib/public-settings';
import { tryParseStrongs } from '@strongs/scripture/strongs-number';

/*
 * Route loaders start a page's data while its chunk loads, instead of after it has rendered; they never wait
 * for it (the page shows its own loading state and errors), and the page reads the same query.
 */

const warm = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/** The search, once the page size (a site setting) is known. */
export const resultsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const { q, db, page } = readSearchState(new URL(request.url).searchParams);
    if (q.trim()) {
      warm(
        queryClient
          .fetchQuery(publicSettingsQueryOptions())
          .catch(() => undefined)
          .then((settings) =>
            queryClient.ensureQueryData(
              searchResultsQueryOptions({ q, db, page, perPage: pageSizeOf(settings, RESULTS_PAGE_SIZE) }),
            ),
          ),
      );
    }
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
