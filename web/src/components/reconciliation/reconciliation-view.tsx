import type { SearchResultItem } from '@strongs/contracts';
import { useMemo } from 'react';
import { Spinner } from '../ui';
import { useReferenceLookup } from '../../lib/api/lookup-references';
import { ResultsSidebar } from '../promotions/results-sidebar';
import { pairRows } from './row-pairs';

interface ReconciliationViewProps {
  results: SearchResultItem[];
  version: string;
  rstneLabel: string;
}

/** Parallel mode of the results page: chosen version left, the rstne slot right, in row pairs that scroll together. */
export function ReconciliationView({ results, version, rstneLabel }: ReconciliationViewProps) {
  const left = useMemo(
    () =>
      results.map((r) => ({
        reference: r.reference ?? r.title,
        text: r.text,
      })),
    [results],
  );
  const references = useMemo(() => left.map((l) => l.reference), [left]);
  // Hits carry the searched version's own verse numbers: the server pairs them with KJV-numbered RSTNE verses.
  const lookup = useReferenceLookup(references, true, version);
  const rows = useMemo(
    () => (lookup.data ? pairRows(left, lookup.data.references) : []),
    [left, lookup.data],
  );

  return (
    <div className="reconciliation-layout">
      <section className="reconciliation" aria-label="Parallel comparison">
        <p className="rotate-banner" role="note">
          Rotate device for better view
        </p>
        <div
          className="reconciliation-grid"
          role="table"
          aria-label={`${version.toUpperCase()} and ${rstneLabel} side by side`}
        >
          <div role="rowgroup" className="reconciliation-head">
            <div role="row" className="reconciliation-row">
              <span role="columnheader">{version.toUpperCase()}</span>
              <span role="columnheader">{rstneLabel}</span>
            </div>
          </div>
          {lookup.isPending && <Spinner label="Loading RSTNE text…" />}
          {lookup.isError && (
            <div className="card error-card" role="alert">
              <h2 className="card-title">Could not load RSTNE text for comparison</h2>
              <p>Please try a different reference or check your connection.</p>
            </div>
          )}
          {lookup.data && (
            // The body scrolls on its own: focusable so the keyboard can scroll it (axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div role="rowgroup" className="reconciliation-body" tabIndex={0} aria-label="Verse pairs">
              {rows.map((row) => (
                <div role="row" key={row.key} className="reconciliation-row">
                  <div role="cell" className={row.leftMissing ? 'missing' : undefined}>
                    <strong className="row-ref">{row.reference}</strong> {row.left}
                  </div>
                  <div role="cell" className={row.rightMissing ? 'missing' : undefined}>
                    <strong className="row-ref">{row.reference}</strong> {row.right}
                  </div>
                </div>
              ))}
            </div>
          )}
        </div>
      </section>
      <ResultsSidebar withPlaceholders />
    </div>
  );
}
