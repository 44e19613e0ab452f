import { useId } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '../lib/theme';
import { useThemeChoice } from '../lib/use-theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** The colour theme: the system's, or light or dark whatever the system says; kept in this browser. */
export function ThemeSelect() {
  const id = useId();
  const [choice, choose] = useThemeChoice();
  return (
    <span className="theme-select">
      <label htmlFor={id} className="tablet-visually-hidden">
        Theme
      </label>
      <select id={id} value={choice} onChange={(e) => choose(e.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {LABELS[c]}
          </option>
        ))}
      </select>
    </span>
  );
}
