import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel?: ReactNode;
}

interface Props<K extends string> {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the selected panel follows when panels are given. */
export function Tabs<K extends string>({
  items,
  selected,
  onSelect,
  label,
  className = 'hl-tabs',
}: Props<K>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((t) => t.key === selected),
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(items[next].key);
    refs.current[next]?.focus();
  };

  const active = items[index];
  return (
    <>
      <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={t.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === selected ? 0 : -1}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {active?.panel !== undefined && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.key}`} tabIndex={0}>
          {active.panel}
        </div>
      )}
    </>
  );
}
