import { useEffect, useState } from 'react';
import {
  applyTheme,
  DARK_QUERY,
  readThemeChoice,
  resolveTheme,
  systemPrefersDark,
  writeThemeChoice,
  type ThemeChoice,
} from './theme';

/** The theme choice and its setter; the page follows the system's setting while the choice is 'system'. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState(readThemeChoice);
  useEffect(() => {
    applyTheme(resolveTheme(choice, systemPrefersDark()));
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme(resolveTheme('system', media.matches));
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);
  const choose = (next: ThemeChoice) => {
    writeThemeChoice(next);
    setChoice(next);
  };
  return [choice, choose];
}
