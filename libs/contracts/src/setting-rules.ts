import { DICTIONARY_PAGE_SIZES } from './lexicon';

/**
 * What a known setting accepts beyond its data type (issue #15: results_per_page "abc", a default_version that
 * is not installed). The server enforces these; the web checks the same before a round trip.
 */
export type SettingRule =
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'one-of-numbers'; values: readonly number[] }
  | { kind: 'installed-version' }
  | { kind: 'email-or-empty' }
  | { kind: 'non-empty' };

export const SETTING_RULES: Readonly<Record<string, SettingRule>> = {
  results_per_page: { kind: 'integer', min: 1, max: 100 },
  dictionary_page_size: { kind: 'one-of-numbers', values: DICTIONARY_PAGE_SIZES },
  bot_sweep_interval_minutes: { kind: 'integer', min: 1, max: 1440 },
  default_version: { kind: 'installed-version' },
  site_name: { kind: 'non-empty' },
  mail_sender: { kind: 'non-empty' },
  word_of_day_recipient: { kind: 'email-or-empty' },
  bot_alert_recipient: { kind: 'email-or-empty' },
};

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Checks a stored (type-normalised) value against its key's rule; the message or null. `installed-version`
 * needs the list of installed version codes (the caller reads it).
 */
export function checkSettingRule(
  key: string,
  label: string,
  value: string,
  installedVersions?: readonly string[],
): string | null {
  const rule = SETTING_RULES[key];
  if (!rule) return null;
  switch (rule.kind) {
    case 'integer': {
      // Written as plain decimal digits: Number() would also read '1e1', '0x10' or '10.0' as an integer.
      const n = Number(value);
      return /^-?\d+$/.test(value.trim()) && n >= rule.min && n <= rule.max
        ? null
        : `${label} must be a whole number from ${rule.min} to ${rule.max}`;
    }
    case 'one-of-numbers':
      return rule.values.includes(Number(value))
        ? null
        : `${label} must be one of: ${rule.values.join(', ')}`;
    case 'installed-version':
      if (!installedVersions) return null;
      return installedVersions.includes(value)
        ? null
        : `${label} must be an installed version (one of: ${installedVersions.join(', ')})`;
    case 'email-or-empty':
      return value === '' || EMAIL.test(value) ? null : `${label} must be an e-mail address (or empty)`;
    case 'non-empty':
      return value.trim() ? null : `${label} must not be empty`;
  }
}
