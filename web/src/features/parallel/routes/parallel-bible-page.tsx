import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page';
import { VersionSelect } from '../../../components/version-select';

const EXAMPLES = ['John 3:16', 'Genesis 1:1-5', 'Psalm 23', 'Romans 8:28-39'];

/** Parallel Bible View: a reference opens the results page in parallel mode. */
export function ParallelBiblePage() {
  const id = useId();
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [version, setVersion] = useState('kjv');
  const go = (q: string) =>
    void navigate(
      `/results?${new URLSearchParams({ q, db: version, page: '1', parallel: 'true' }).toString()}`,
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reference.trim()) go(reference.trim());
  };
  return (
    <Page title="Parallel Bible View" className="narrow">
      <h1>Parallel Bible View</h1>
      <p>Compare a passage in the version of your choice with the Restored Names edition, row by row.</p>
      <form className="search-form" onSubmit={submit} aria-label="Parallel passage">
        <div className="search-row">
          <label htmlFor={`${id}-ref`} className="visually-hidden">
            Passage
          </label>
          <input
            id={`${id}-ref`}
            className="input search-input"
            placeholder="Enter a reference (e.g., John 3:16)..."
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <label htmlFor={`${id}-version`} className="visually-hidden">
            Bible version
          </label>
          <VersionSelect id={`${id}-version`} value={version} onChange={setVersion} />
          <button type="submit" className="button button-primary">
            Compare
          </button>
        </div>
      </form>
      <p>
        Examples:{' '}
        {EXAMPLES.map((q, i) => (
          <span key={q}>
            {i > 0 && ' · '}
            <Link
              to={`/results?${new URLSearchParams({ q, db: 'kjv', page: '1', parallel: 'true' }).toString()}`}
            >
              {q}
            </Link>
          </span>
        ))}
      </p>
    </Page>
  );
}

export default ParallelBiblePage;
