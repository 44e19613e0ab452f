import { CrossReferencesPanel } from './cross-references-panel';

/** The reader's side column: the selected verse's cross references, or how to get them. */
export function CrossReferencesAside({
  book,
  chapter,
  selected,
}: {
  book: number;
  chapter: number;
  selected?: number;
}) {
  if (selected) return <CrossReferencesPanel book={book} chapter={chapter} verse={selected} />;
  return (
    <aside className="card cross-refs">
      <h2 className="card-title">Cross references</h2>
      <p className="muted">Select a verse number to see its cross references.</p>
    </aside>
  );
}
