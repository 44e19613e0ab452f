import { useEffect, useEffectEvent } from 'react';
import { shortcutFor, type Shortcut } from './shortcuts';

/** Runs the handler of each shortcut pressed on the page; keys without a handler here are left alone. */
export function useShortcuts(handlers: Partial<Record<Shortcut, () => void>>): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const shortcut = shortcutFor(event);
    const handler = shortcut && handlers[shortcut];
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
