import { Suspense } from 'react';
import type { AdPosition } from '@strongs/contracts';
import { useAdvertisements } from '../../lib/api/get-advertisements';
import { LazyAdCard } from './lazy-cards';

const LABELS: Record<AdPosition, string> = {
  header: 'Header advertisements',
  footer: 'Footer advertisements',
  results: 'Advertisements with the results',
  sidebar: 'Sidebar advertisements',
};

/** The active advertisements of one position in a row of cards; nothing at all when there are none. */
export function AdSlot({ position }: { position: AdPosition }) {
  const ads = useAdvertisements(position).data ?? [];
  if (!ads.length) return null;
  return (
    <aside className={`ad-slot ad-slot-${position}`} aria-label={LABELS[position]}>
      <Suspense fallback={null}>
        {ads.map((ad) => (
          <LazyAdCard key={ad.id} ad={ad} />
        ))}
      </Suspense>
    </aside>
  );
}
