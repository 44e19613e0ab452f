import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { hebrewLearningRoutes } from './hebrew-learning-routes';
import { diagnosticsRoutes } from './diagnostics-routes';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { AppLoading } from './app-loading';
import { chapterLoader, entryLoader, resultsLoader } from './route-loaders';
import { lazyRoute as lazy } from '../lib/lazy-route';

// Every screen is its own chunk (`/` loads only the shell and the home page); loaders start the data beside it.

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first route's chunk loads.
      HydrateFallback: AppLoading,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: lazy(() => import('../features/search/routes/home-page')) },
            {
              path: 'results',
              loader: resultsLoader(queryClient),
              lazy: lazy(() => import('../features/search/routes/results-page')),
            },
            {
              path: 'strongs-results',
              lazy: lazy(() => import('../features/search/routes/strongs-results-page')),
            },
            { path: 'search', lazy: lazy(() => import('../features/search/routes/search-redirect')) },
            {
              path: 'search-help',
              lazy: lazy(() => import('../features/search/routes/search-help-page')),
            },
            { path: 'compare', lazy: lazy(() => import('../features/compare/routes/compare-page')) },
            {
              path: 'parallel-bible',
              lazy: lazy(() => import('../features/parallel/routes/parallel-bible-page')),
            },
            { path: 'bible', lazy: lazy(() => import('../features/reader/routes/bible-index-page')) },
            {
              path: 'bible/:book/:chapter',
              loader: chapterLoader(queryClient),
              lazy: lazy(() => import('../features/reader/routes/reader-page')),
            },
            {
              path: 'bible/:book/:chapter/:verse',
              loader: chapterLoader(queryClient),
              lazy: lazy(() => import('../features/reader/routes/reader-page')),
            },
            {
              path: 'strongs/verse/:book/:chapter/:verse',
              lazy: lazy(() => import('../features/reader/routes/verse-analysis-page')),
            },
            { path: 'dictionary', lazy: lazy(() => import('../features/dictionary/routes/dictionary-page')) },
            {
              path: 'dictionary/:strongsNumber',
              loader: entryLoader(queryClient),
              lazy: lazy(() => import('../features/dictionary/routes/entry-page')),
            },
            {
              path: 'dictionary/:strongsNumber/concordance',
              lazy: lazy(() => import('../features/concordance/routes/concordance-page')),
            },
            {
              path: 'strongs/:strongsNumber',
              loader: entryLoader(queryClient),
              lazy: lazy(() => import('../features/dictionary/routes/entry-page')),
            },
            {
              path: 'commentaries',
              lazy: lazy(() => import('../features/commentaries/routes/commentary-search-page')),
            },
            { path: 'topics', lazy: lazy(() => import('../features/topics/routes/topics-page')) },
            { path: 'topics/:slug', lazy: lazy(() => import('../features/topics/routes/topic-page')) },
            { path: 'about', lazy: lazy(() => import('../features/about/routes/about-page')) },
            ...hebrewLearningRoutes,
            ...diagnosticsRoutes,
            { path: 'auth', lazy: lazy(() => import('../features/auth/routes/auth-page')) },
            { path: 'account', lazy: lazy(() => import('../features/auth/routes/account-page')) },
            { path: 'verify-email', lazy: lazy(() => import('../features/auth/routes/verify-email-page')) },
            { path: 'study', lazy: lazy(() => import('../features/study/routes/study-page')) },
            { path: 'plans', lazy: lazy(() => import('../features/plans/routes/plans-page')) },
            { path: 'plans/:id', lazy: lazy(() => import('../features/plans/routes/plan-page')) },
            {
              path: 'plans/:id/days/:day',
              lazy: lazy(() => import('../features/plans/routes/plan-day-page')),
            },
            { path: 'admin', lazy: lazy(() => import('../features/admin/routes/admin-page')) },
            { path: 'pages/:slug', lazy: lazy(() => import('../features/pages/routes/custom-page')) },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}
