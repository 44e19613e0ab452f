import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Each page is its own chunk, loaded on first visit (data-router `lazy`, as in app/router.tsx). */
const lazy = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Diagnostic and mock-up pages, all backed by the live API (spec decision 7). */
export const diagnosticsRoutes: RouteObject[] = [
  { path: 'sample', lazy: lazy(() => import('./pages/sample-page')) },
  { path: 'strongs-test', lazy: lazy(() => import('./pages/strongs-test-page')) },
  { path: 'parallel-toggle-test', lazy: lazy(() => import('./pages/parallel-toggle-test-page')) },
  { path: 'genesis-test', lazy: lazy(() => import('./pages/genesis-test-page')) },
  { path: 'mockup-preview', lazy: lazy(() => import('./pages/mockup-preview-page')) },
];
