import { lazy } from 'react';

// The cards render administrator HTML through DOMPurify: its code is fetched only when there is a card to show.
export const LazyAdCard = lazy(() => import('./ad-card').then((m) => ({ default: m.AdCard })));
export const LazyContentBoxCard = lazy(() =>
  import('./content-box-card').then((m) => ({ default: m.ContentBoxCard })),
);
