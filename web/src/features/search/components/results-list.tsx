import type { SearchResultItem } from '@strongs/contracts';
import { memo, useMemo } from 'react';
import { useReferenceLookup } from '../../../lib/api/lookup-references';
import { pairRows } from '../../../components/reconciliation/row-pairs';
import type { DialogVerse } from '../../../components/strongs-dialogs/use-strongs-dialogs';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { searchResultVerse, useVerseMarks } from '../../../lib/study/use-verse-marks';
import { ResultCard } from './result-card';

interface ResultsListProps {
  results: SearchResultItem[];
  version: string;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
  strongsEnhanced: boolean;
  includeRstne: boolean;
  onAnalysis: (verse: DialogVerse) => void;
  onParallel: (verse: DialogVerse) => void;
  onEntry: (n: string) => void;
}

const toVerse = (r: SearchResultItem): DialogVerse => ({
  book: r.book,
  bookName: r.bookName,
  chapter: r.chapter,
  verse: r.verse,
  reference: r.reference ?? r.title,
});

/** The cards a desktop window shows first; the rest are drawn in a transition right after. */
const FIRST_DRAWN = 6;

/** Memoised: thirty cards are the page's costliest drawing, redone only when their own inputs change. */
export const ResultsList = memo(function ResultsList({
  results,
  version,
  expanded,
  onToggleExpanded,
  strongsEnhanced,
  includeRstne,
  onAnalysis,
  onParallel,
  onEntry,
}: ResultsListProps) {
  const references = useMemo(() => results.map((r) => r.reference ?? r.title), [results]);
  const lookup = useReferenceLookup(references, includeRstne, version);
  const rstne = useMemo(() => {
    if (!includeRstne || lookup.isPending) return undefined;
    const rows = pairRows(
      references.map((reference) => ({ reference, text: reference })),
      lookup.isError ? null : (lookup.data?.references ?? []),
    );
    return new Map(rows.map((row) => [row.reference, row.right]));
  }, [includeRstne, lookup.isPending, lookup.isError, lookup.data, references]);

  const shown = useProgressiveCount(results.length, FIRST_DRAWN);
  const markOf = useVerseMarks(useMemo(() => results.map(searchResultVerse), [results]));

  return (
    <ol className="results-list">
      {results.slice(0, shown).map((result) => (
        <li key={result.id}>
          <ResultCard
            result={result}
            version={version}
            mark={markOf(searchResultVerse(result))}
            expanded={expanded.has(result.id)}
            onToggleExpanded={() => onToggleExpanded(result.id)}
            strongsEnhanced={strongsEnhanced}
            rstneText={
              includeRstne
                ? (rstne?.get(result.reference ?? result.title) ?? 'Loading RSTNE verse...')
                : undefined
            }
            onStrongs={(r) => onAnalysis(toVerse(r))}
            onParallel={(r) => onParallel(toVerse(r))}
            onEntry={onEntry}
          />
        </li>
      ))}
    </ol>
  );
});
