import type { ContentBox, ContentBoxPosition } from '@strongs/contracts';
import { SafeHtml } from '../../../components/safe-html';
import { useContentBoxes } from '../api/get-content-boxes';

export function ContentBoxCard({ box }: { box: ContentBox }) {
  return (
    <section className="card content-box">
      <h2 className="card-title">{box.title}</h2>
      <SafeHtml className="content-box-body" html={box.content} />
    </section>
  );
}

/** The active content boxes of one position; nothing at all when there are none. */
export function ContentBoxSlot({ position }: { position: ContentBoxPosition }) {
  const boxes = useContentBoxes(position).data ?? [];
  if (!boxes.length) return null;
  return (
    <div className={`content-box-slot content-box-slot-${position}`}>
      {boxes.map((box) => (
        <ContentBoxCard key={box.id} box={box} />
      ))}
    </div>
  );
}
