import type { RouteObject } from 'react-router-dom';
import { lazyRoute as lazy } from '../lib/lazy-route';

/** Diagnostic and mock-up pages, all backed by the live API (spec decision 7). */
export const diagnosticsRoutes: RouteObject[] = [
  { path: 'sample', lazy: lazy(() => import('../features/diagnostics/routes/sample-page')) },
  { path: 'strongs-test', lazy: lazy(() => import('../features/diagnostics/routes/strongs-test-page')) },
  {
    path: 'parallel-toggle-test',
    lazy: lazy(() => import('../features/diagnostics/routes/parallel-toggle-test-page')),
  },
  { path: 'genesis-test', lazy: lazy(() => import('../features/diagnostics/routes/genesis-test-page')) },
  { path: 'mockup-preview', lazy: lazy(() => import('../features/diagnostics/routes/mockup-preview-page')) },
];
