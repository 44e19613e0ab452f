import type { RouteObject } from 'react-router-dom';
import { lazyRoute as lazy } from '../lib/lazy-route';

/**
 * Routes of the Hebrew learning pages. Paths are relative so they work at the top level or as children of the
 * root layout: /hebrew-learning, /hebrew-alefbet, /hebrew-verbs.
 */
export const hebrewLearningRoutes: RouteObject[] = [
  {
    path: 'hebrew-learning',
    lazy: lazy(() => import('../features/hebrew-learning/routes/hebrew-learning-page')),
  },
  {
    path: 'hebrew-alefbet',
    lazy: lazy(() => import('../features/hebrew-learning/routes/hebrew-alefbet-page')),
  },
  { path: 'hebrew-verbs', lazy: lazy(() => import('../features/hebrew-learning/routes/hebrew-verbs-page')) },
];
