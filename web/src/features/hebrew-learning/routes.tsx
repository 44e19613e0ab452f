import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Each page is its own chunk, loaded on first visit (data-router `lazy`, as in app/router.tsx). */
const lazy = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Routes of the Hebrew learning pages. Paths are relative so they work at the top level or as children of the
 * root layout: /hebrew-learning, /hebrew-alefbet, /hebrew-verbs.
 */
export const hebrewLearningRoutes: RouteObject[] = [
  { path: 'hebrew-learning', lazy: lazy(() => import('./pages/hebrew-learning-page')) },
  { path: 'hebrew-alefbet', lazy: lazy(() => import('./pages/hebrew-alefbet-page')) },
  { path: 'hebrew-verbs', lazy: lazy(() => import('./pages/hebrew-verbs-page')) },
];
