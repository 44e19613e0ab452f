import { TopicsSection } from '../../../components/beside-verse/topics-section';
import { CrossReferencesPanel } from './cross-references-panel';

/** The reader's side column: the selected verse's cross references and topics, or how to get them. */
export function CrossReferencesAside({
  book,
  chapter,
  selected,
}: {
  book: number;
  chapter: number;
  selected?: number;
}) {
  if (selected)
    return (
      <div className="beside-verse">
        <CrossReferencesPanel book={book} chapter={chapter} verse={selected} />
        <TopicsSection book={book} chapter={chapter} verse={selected} />
      </div>
    );
  return (
    <aside className="card cross-refs">
      <h2 className="card-title">Cross references</h2>
      <p className="muted">Select a verse number to see its cross references and topics.</p>
    </aside>
  );
}
