import { useId, useState, type FormEvent } from 'react';
import type { DictionaryLanguage } from '../../../lib/api/list-dictionary-entries';

const PLACEHOLDERS: Record<DictionaryLanguage, string> = {
  all: "Search Strong's Dictionary...",
  hebrew: 'Search Hebrew words...',
  greek: 'Search Greek words...',
};

export function DictionarySearchForm({
  language,
  initial,
  onSearch,
}: {
  language: DictionaryLanguage;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      className="search-row dictionary-search"
      onSubmit={submit}
      aria-label="Search the dictionary"
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {PLACEHOLDERS[language].replace('...', '')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="input search-input"
        placeholder={PLACEHOLDERS[language]}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
