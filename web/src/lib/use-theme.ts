import { useEffect, useState } from 'react';
import {
  applyTheme,
  DARK_QUERY,
  parseThemeChoice,
  readThemeChoice,
  resolveTheme,
  systemPrefersDark,
  THEME_KEY,
  writeThemeChoice,
  type ThemeChoice,
} from './theme';

/**
 * The theme choice and its setter. The page follows the system's setting while the choice is 'system', a
 * choice made in another tab, and prints in the light palette whatever is chosen.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState(readThemeChoice);
  useEffect(() => {
    const apply = () => applyTheme(resolveTheme(choice, systemPrefersDark()));
    const toPaper = () => applyTheme('light');
    const fromOtherTab = (e: StorageEvent) => {
      if (e.key === THEME_KEY) setChoice(parseThemeChoice(e.newValue));
    };
    apply();
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
    if (choice === 'system') media?.addEventListener('change', apply);
    window.addEventListener('beforeprint', toPaper);
    window.addEventListener('afterprint', apply);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      media?.removeEventListener('change', apply);
      window.removeEventListener('beforeprint', toPaper);
      window.removeEventListener('afterprint', apply);
      window.removeEventListener('storage', fromOtherTab);
    };
  }, [choice]);
  const choose = (next: ThemeChoice) => {
    writeThemeChoice(next);
    setChoice(next);
  };
  return [choice, choose];
}
