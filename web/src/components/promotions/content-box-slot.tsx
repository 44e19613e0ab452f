import { Suspense } from 'react';
import type { ContentBoxPosition } from '@strongs/contracts';
import { useContentBoxes } from '../../lib/api/get-content-boxes';
import { LazyContentBoxCard } from './lazy-cards';

/** The active content boxes of one position; nothing at all when there are none. */
export function ContentBoxSlot({ position }: { position: ContentBoxPosition }) {
  const boxes = useContentBoxes(position).data ?? [];
  if (!boxes.length) return null;
  return (
    <div className={`content-box-slot content-box-slot-${position}`}>
      <Suspense fallback={null}>
        {boxes.map((box) => (
          <LazyContentBoxCard key={box.id} box={box} />
        ))}
      </Suspense>
    </div>
  );
}
