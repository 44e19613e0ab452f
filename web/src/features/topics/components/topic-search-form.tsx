import { useId, useState, type FormEvent } from 'react';

/** The topic browser's search field: words of a topic's name. */
export function TopicSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (query: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="search-row topic-search" role="search" aria-label="Search topics" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search topics by name
      </label>
      <input
        id={`${id}-q`}
        className="input search-input"
        type="search"
        value={value}
        maxLength={100}
        placeholder="Search topics: love, faith, Abraham…"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
