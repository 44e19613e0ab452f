import { useEffect, useEffectEvent } from 'react';

/** While `active`, Esc calls `onEscape` (closing a menu or popover; the caller gives focus back). */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const escape = useEffectEvent(() => onEscape());
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') escape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
