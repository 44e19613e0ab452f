import { BOOKS } from '@strongs/scripture/books';
import { MORPH_PICKERS } from '@strongs/scripture/morph-pickers';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useVersions } from '../../../lib/api/get-versions';
import { advancedQuery, EMPTY_ADVANCED_SEARCH, type AdvancedSearch } from './advanced-query';

const LANGUAGE_OF: Readonly<Record<string, 'hebrew' | 'greek'>> = { he: 'hebrew', grc: 'greek' };

/** The chosen text's parsing language when it is an original text with parsed words. */
function useParsingLanguage(version: string): 'hebrew' | 'greek' | undefined {
  const details = useVersions().data?.find((v) => v.code === version);
  return details?.kind === 'original' ? LANGUAGE_OF[details.language] : undefined;
}

function TextField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={value}
        placeholder={hint}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
  any = 'Any',
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  any?: string;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const BOOK_OPTIONS = BOOKS.map((b) => ({ value: b.osis, label: b.name }));
const TESTAMENTS = [
  { value: 'ot', label: 'Old Testament' },
  { value: 'nt', label: 'New Testament' },
];

/**
 * Power search a reader can find (issue #31): fields that write the box's own query (`in:` scopes,
 * `morph:` parsings for the original texts), so the search stays one shareable address.
 */
export function AdvancedSearchPanel({
  version,
  onSearch,
}: {
  version: string;
  onSearch: (q: string) => void;
}) {
  const [fields, setFields] = useState<AdvancedSearch>(EMPTY_ADVANCED_SEARCH);
  const [parsing, setParsing] = useState<Record<string, string>>({});
  // The fields are drawn when the panel is first opened: a closed panel showed nothing of its form, which
  // was a good part of the home and results pages' first render (a book list of 66 options among them).
  const [opened, setOpened] = useState(false);
  const language = useParsingLanguage(version);
  const pickers = language ? MORPH_PICKERS[language] : [];
  const morph = pickers.map((g) => parsing[g.label]).filter((k): k is string => Boolean(k));
  const query = advancedQuery({ ...fields, morph });
  const set = (patch: Partial<AdvancedSearch>) => setFields((f) => ({ ...f, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (query) onSearch(query);
  };

  return (
    <details
      className="advanced-search"
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary>Advanced search</summary>
      {opened && (
        <form className="advanced-search-form" onSubmit={submit} aria-label="Advanced search">
          <div className="advanced-grid">
            <TextField
              label="All of these words"
              value={fields.allWords}
              onChange={(v) => set({ allWords: v })}
            />
            <TextField label="This exact phrase" value={fields.phrase} onChange={(v) => set({ phrase: v })} />
            <TextField
              label="Any of these words"
              value={fields.anyWords}
              onChange={(v) => set({ anyWords: v })}
            />
            <TextField
              label="None of these words"
              value={fields.noneWords}
              onChange={(v) => set({ noneWords: v })}
            />
            <TextField
              label="Strong's number"
              hint="H7225 or G26"
              value={fields.strongs}
              onChange={(v) => set({ strongs: v })}
            />
            <Choice
              label="Testament"
              value={fields.testament}
              options={TESTAMENTS}
              any="Whole Bible"
              onChange={(v) => set({ testament: v as AdvancedSearch['testament'] })}
            />
            <Choice
              label="From book"
              value={fields.fromBook}
              options={BOOK_OPTIONS}
              any="Any book"
              onChange={(v) => set({ fromBook: v, toBook: '' })}
            />
            {fields.fromBook && (
              <Choice
                label="To book"
                value={fields.toBook}
                options={BOOK_OPTIONS.slice(BOOKS.findIndex((b) => b.osis === fields.fromBook))}
                any="The same book"
                onChange={(v) => set({ toBook: v })}
              />
            )}
          </div>
          {language ? (
            <fieldset className="advanced-parsing">
              <legend>Parsing of the {language === 'hebrew' ? 'Hebrew' : 'Greek'} word</legend>
              <div className="advanced-grid">
                {pickers.map((group) => (
                  <Choice
                    key={group.label}
                    label={group.label}
                    value={parsing[group.label] ?? ''}
                    options={group.options.map((o) => ({ value: o.key, label: o.label }))}
                    onChange={(v) => setParsing((p) => ({ ...p, [group.label]: v }))}
                  />
                ))}
              </div>
            </fieldset>
          ) : (
            <p className="field-hint">
              Choose the WLC, TR or BYZ above to search by parsing (stem, tense, case …).
            </p>
          )}
          <p className="advanced-preview">
            Query: <code>{query || '…'}</code>
          </p>
          <div className="advanced-actions">
            <button type="submit" className="button button-primary" disabled={!query}>
              Search with these
            </button>
            <Link to="/search-help">Search help: every operator with an example</Link>
          </div>
        </form>
      )}
    </details>
  );
}
