import { useId, useMemo, useState } from 'react';
import { PHRASE_CATEGORIES, type HebrewPhrase } from '../data/types';
import { filterPhrases, type CategoryFilter } from '../lib/filters';
import { AudioButton } from './audio-button';
import { He } from './hebrew-text';

export const NO_PHRASES = 'No phrases found matching your search.';

export function PhraseTable({ phrases }: { phrases: readonly HebrewPhrase[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const shown = useMemo(() => filterPhrases(phrases, query, category), [phrases, query, category]);

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{phrases.length} Basic Phrases</h2>
      <div className="hl-toolbar" role="search">
        <div className="hl-field">
          <label htmlFor={`${id}-q`}>Search phrases (English or transliteration)</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder="e.g. thank you, toda"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="hl-field">
          <label htmlFor={`${id}-c`}>Category</label>
          <select
            id={`${id}-c`}
            value={category}
            onChange={(e) => setCategory(e.target.value as CategoryFilter)}
          >
            <option value="All">All</option>
            {PHRASE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="hl-count" aria-live="polite">
        Showing {shown.length} of {phrases.length} phrases
      </p>
      {shown.length === 0 ? (
        <p className="hl-empty" role="status">
          {NO_PHRASES}
        </p>
      ) : (
        <div
          className="hl-table-wrap"
          tabIndex={0}
          role="region"
          aria-label="Phrases table (scrolls sideways)"
        >
          <table className="hl-table">
            <caption>Basic Hebrew phrases{category === 'All' ? '' : `: ${category}`}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Hebrew</th>
                <th scope="col">English</th>
                <th scope="col">Transliteration</th>
                <th scope="col">Audio</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.id}>
                  <td className="hl-num">{p.id}</td>
                  <th scope="row">
                    <He>{p.hebrew}</He>
                  </th>
                  <td>{p.english}</td>
                  <td>
                    <i>{p.transliteration}</i>
                  </td>
                  <td>
                    <AudioButton url={p.audioUrl} hebrew={p.hebrew} label={p.english} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
