import type { DictionaryEntryResponse } from '@strongs/contracts';

/**
 * The entry's definition, once: split into its senses when Strong's gives several (the outline is the
 * definition cut at its ';' or numbers, so printing both repeated every word).
 */
export function DefinitionSection({
  entry,
}: {
  entry: Pick<DictionaryEntryResponse, 'definition' | 'outline'>;
}) {
  return (
    <div>
      <h2 className="small-heading">Definition</h2>
      {entry.outline.length > 1 ? (
        <ol className="outline">
          {entry.outline.map((sense, i) => (
            <li key={i}>{sense}</li>
          ))}
        </ol>
      ) : (
        <p>{entry.definition}</p>
      )}
    </div>
  );
}
