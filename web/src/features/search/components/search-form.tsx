import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useParallelDefault, writeSettings } from '../../../lib/settings';
import { ParallelToggle } from '../../../components/parallel-toggle';
import { VersionSelect } from '../../../components/version-select';
import { AdvancedSearchPanel } from './advanced-search-panel';

export const SEARCH_PLACEHOLDER = 'Enter a word, phrase, or reference (e.g., Genesis 2)...';

interface SearchFormProps {
  initialQuery?: string;
  initialVersion?: string;
  initialParallel?: boolean;
  /** The home form shows every option; the results page keeps it to text and version. */
  full?: boolean;
  onSearch?: (search: { q: string; version: string }) => void;
}

export function SearchForm({
  initialQuery = '',
  initialVersion = 'kjv',
  initialParallel,
  full = true,
  onSearch,
}: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [q, setQ] = useState(initialQuery);
  const [version, setVersion] = useState(initialVersion);
  const [strongsLookup, setStrongsLookup] = useState(false);
  const parallelDefault = useParallelDefault();
  // Undefined until the visitor flips the switch here: the default may still arrive with the site settings.
  const [chosenParallel, setChosenParallel] = useState(initialParallel);
  const parallel = chosenParallel ?? parallelDefault;
  const [includeRstne, setIncludeRstne] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(q, strongsLookup);
  };

  const run = (query: string, lookup: boolean) => {
    const text = query.trim();
    if (!text) return; // Empty or blank input does nothing (spec §5).
    if (onSearch) {
      onSearch({ q: text, version });
      return;
    }
    if (lookup) {
      void navigate(`/strongs-results?q=${encodeURIComponent(text)}`);
      return;
    }
    const params = new URLSearchParams({
      q: text,
      version,
      parallel: String(parallel),
      includeRstne: String(includeRstne),
    });
    void navigate(`/results?${params.toString()}`);
  };

  const toggleParallel = (next: boolean) => {
    setChosenParallel(next);
    writeSettings({ parallelDefault: next });
  };

  return (
    <>
      <form role="search" className="search-form" onSubmit={submit} aria-label="Bible search">
        <div className="search-row">
          <label htmlFor={`${id}-q`} className="visually-hidden">
            Search text
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="input search-input"
            placeholder={SEARCH_PLACEHOLDER}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <label htmlFor={`${id}-version`} className="visually-hidden">
            Bible version
          </label>
          <VersionSelect id={`${id}-version`} value={version} onChange={setVersion} />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
        {full && (
          <div className="search-options">
            <label className="check">
              <input
                type="checkbox"
                checked={strongsLookup}
                onChange={(e) => setStrongsLookup(e.target.checked)}
              />
              Strong's number lookup
            </label>
            <ParallelToggle checked={parallel} onChange={toggleParallel} label="Parallel view" />
            <label className="check">
              <input
                type="checkbox"
                checked={includeRstne}
                onChange={(e) => setIncludeRstne(e.target.checked)}
              />
              Include RSTNE
            </label>
          </div>
        )}
      </form>
      <AdvancedSearchPanel
        version={version}
        onSearch={(query) => {
          setQ(query);
          run(query, false);
        }}
      />
    </>
  );
}
