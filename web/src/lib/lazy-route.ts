import type { ComponentType } from 'react';

/** A data-router `lazy` for a page module's default export: each page is its own chunk, loaded on first visit. */
export const lazyRoute = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
