import { useCallback, useState } from 'react';

type Update<T> = T | ((previous: T) => T);

/**
 * State that starts again from `initial` whenever `key` changes (another entry, a new search), decided while
 * rendering: an effect that resets it would first draw the stale value. `initial` must be stable.
 */
export function useStatePerKey<T>(key: string, initial: T): [T, (update: Update<T>) => void] {
  const [state, setState] = useState({ key, value: initial });
  const value = state.key === key ? state.value : initial;
  const set = useCallback(
    (update: Update<T>) =>
      setState((current) => {
        const previous = current.key === key ? current.value : initial;
        const next = typeof update === 'function' ? (update as (previous: T) => T)(previous) : update;
        return { key, value: next };
      }),
    [key, initial],
  );
  return [value, set];
}
