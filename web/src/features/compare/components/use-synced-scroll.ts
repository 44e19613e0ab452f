import { useCallback, useRef } from 'react';

/**
 * Keeps scrolling panes on the same verse: when one pane scrolls, each other pane is scrolled so that the
 * verse at the top of the first (and how far into it) is at its top too. Verses are the pane's children
 * marked `data-verse`; their heights differ between texts, so panes are matched by verse, not by pixels.
 */
export function useSyncedScroll() {
  const panes = useRef(new Map<string, HTMLElement>());
  // Scroll positions this hook set itself: their scroll events must not echo back.
  const expected = useRef(new Map<HTMLElement, number>());

  const register = useCallback(
    (key: string) => (el: HTMLElement | null) => {
      if (el) panes.current.set(key, el);
      else panes.current.delete(key);
    },
    [],
  );

  const onScroll = useCallback((key: string) => {
    const source = panes.current.get(key);
    if (!source) return;
    const wanted = expected.current.get(source);
    if (wanted !== undefined && Math.abs(source.scrollTop - wanted) < 2) {
      expected.current.delete(source);
      return;
    }
    expected.current.delete(source);
    const top = source.scrollTop;
    const rows = [...source.querySelectorAll<HTMLElement>('[data-verse]')];
    const row = rows.find((r) => r.offsetTop + r.offsetHeight > top) ?? rows[rows.length - 1];
    if (!row) return;
    const into = row.offsetHeight ? (top - row.offsetTop) / row.offsetHeight : 0;
    for (const [other, pane] of panes.current) {
      if (other === key) continue;
      const match = pane.querySelector<HTMLElement>(`[data-verse="${row.dataset.verse}"]`);
      if (!match) continue;
      const next = Math.max(0, Math.round(match.offsetTop + into * match.offsetHeight));
      const max = pane.scrollHeight - pane.clientHeight;
      if (Math.abs(pane.scrollTop - Math.min(next, max)) < 2) continue;
      expected.current.set(pane, Math.min(next, max));
      pane.scrollTo({ top: next });
    }
  }, []);

  return { register, onScroll };
}
