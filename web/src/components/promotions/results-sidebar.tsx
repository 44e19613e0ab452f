import { Suspense } from 'react';
import { useAdvertisements } from '../../lib/api/get-advertisements';
import { useContentBoxes } from '../../lib/api/get-content-boxes';
import { AdPlaceholderCard } from './ad-placeholder-card';
import { LazyAdCard, LazyContentBoxCard } from './lazy-cards';

/** Spec: the results sidebar holds three advertisement cards. */
export const SIDEBAR_AD_CARDS = 3;

interface ResultsSidebarProps {
  /** The parallel view keeps its three cards, filling the slots no advertisement takes with placeholders. */
  withPlaceholders?: boolean;
}

/** The results page's sidebar: the sidebar advertisements, then the sidebar content boxes. */
export function ResultsSidebar({ withPlaceholders = false }: ResultsSidebarProps) {
  const ads = (useAdvertisements('sidebar').data ?? []).slice(0, SIDEBAR_AD_CARDS);
  const boxes = useContentBoxes('sidebar').data ?? [];
  const placeholders = withPlaceholders ? SIDEBAR_AD_CARDS - ads.length : 0;
  if (!ads.length && !boxes.length && !placeholders) return null;
  return (
    <aside className="ad-sidebar" aria-label="Advertisements">
      <Suspense fallback={null}>
        {ads.map((ad) => (
          <LazyAdCard key={ad.id} ad={ad} />
        ))}
      </Suspense>
      {Array.from({ length: placeholders }, (_, i) => (
        <AdPlaceholderCard key={`placeholder-${i}`} />
      ))}
      <Suspense fallback={null}>
        {boxes.map((box) => (
          <LazyContentBoxCard key={box.id} box={box} />
        ))}
      </Suspense>
    </aside>
  );
}
