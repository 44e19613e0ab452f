import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/ui';
import { parseReference, type VerseRef } from '../../../lib/books';
import { useRstneVerse } from '../../../lib/api/get-rstne-verse';
import { useBibleVerse } from '../../../lib/api/get-bible-verse';
import { ParallelToggle } from '../../../components/parallel-toggle';
import '../diagnostics.css';

const DEFAULT_REFERENCE = 'John 3:16';

/** Diagnostic page: the parallel toggle switching a live verse between KJV only and KJV beside RSTNE. */
export function ParallelToggleTestPage() {
  const [parallel, setParallel] = useState(false);
  const [input, setInput] = useState(DEFAULT_REFERENCE);
  const [ref, setRef] = useState<VerseRef>(parseReference(DEFAULT_REFERENCE)!);
  const [invalid, setInvalid] = useState(false);
  const kjv = useBibleVerse(ref.book, ref.chapter, ref.verse, 'kjv');
  const rstne = useRstneVerse(ref.bookName, ref.chapter, ref.verse, parallel);
  const reference = `${ref.bookName} ${ref.chapter}:${ref.verse}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseReference(input);
    setInvalid(!parsed);
    if (parsed) setRef(parsed);
  };

  return (
    <Page title="Parallel Toggle Test">
      <h1>Parallel Toggle Test</h1>
      <p className="lead">
        The switch plays its click and animates for 1.5 s; on, the verse is shown beside the RSTNE slot.
      </p>
      <form className="dx-inline-form" onSubmit={submit} noValidate>
        <label htmlFor="dx-reference">Reference</label>
        <input
          id="dx-reference"
          className="input"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'dx-reference-error' : undefined}
        />
        <button type="submit" className="button">
          Show
        </button>
        {invalid && (
          <p id="dx-reference-error" role="alert" className="error-text">
            Write a reference as Book chapter:verse, e.g. Genesis 1:1.
          </p>
        )}
      </form>
      <div className="dx-toggle-row">
        <ParallelToggle checked={parallel} onChange={setParallel} />
        <span role="status" className="muted">
          Parallel view is {parallel ? 'on' : 'off'}
        </span>
      </div>
      <div className={`reconcile-columns cols-${parallel ? 2 : 1}`}>
        <section aria-label="KJV">
          <h2 className="small-heading">KJV · {reference}</h2>
          {kjv.isPending ? (
            <Spinner />
          ) : kjv.isError ? (
            <p className="error-text">Failed to load verse data</p>
          ) : (
            <p className="verse-text">{kjv.data.text}</p>
          )}
        </section>
        {parallel && (
          <section aria-label="RSTNE">
            <h2 className="small-heading">RSTNE · {rstne.data?.reference ?? reference}</h2>
            {rstne.isPending ? (
              <p role="status">Loading RSTNE verse...</p>
            ) : rstne.isError ? (
              <p className="missing">Verse not available in RSTNE</p>
            ) : (
              <p className="verse-text">{rstne.data.text}</p>
            )}
          </section>
        )}
      </div>
      <p className="small">
        <Link
          to={`/results?${new URLSearchParams({ q: reference, db: 'kjv', page: '1', parallel: String(parallel) })}`}
        >
          Open {reference} in the search results
        </Link>
      </p>
    </Page>
  );
}

export default ParallelToggleTestPage;
