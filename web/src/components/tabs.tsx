import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: ReactNode;
}

/** Class names of the tab list, each tab and the panel; pages with their own look pass theirs. */
export interface TabsClassNames {
  list: string;
  tab?: string;
  panel?: string;
}

const DEFAULT_CLASS_NAMES: TabsClassNames = { list: 'tab-list', tab: 'tab', panel: 'tab-panel' };

interface TabsProps<K extends string> {
  tabs: readonly TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  classNames?: TabsClassNames;
  children: ReactNode;
}

function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel shows the active tab's content. */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  classNames = DEFAULT_CLASS_NAMES,
  children,
}: TabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === active);
    const next = nextIndex(e.key, index, tabs.length);
    if (next === undefined) return;
    e.preventDefault();
    onChange(tabs[next].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  const tabClass = (key: K) =>
    [classNames.tab, key === active ? 'is-active' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className={classNames.list} ref={list}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-controls={`${id}-panel`}
            aria-selected={t.key === active}
            tabIndex={t.key === active ? 0 : -1}
            className={tabClass(t.key)}
            onClick={() => onChange(t.key)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        className={classNames.panel}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
