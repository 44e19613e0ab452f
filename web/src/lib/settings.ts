/** The visitor's own display settings, kept in this browser. */
const KEY = 'strongs.settings';

export interface Settings {
  parallelDefault: boolean;
}

const DEFAULTS: Settings = { parallelDefault: false };

export function readSettings(): Settings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>) };
  } catch {
    return DEFAULTS;
  }
}

export function writeSettings(patch: Partial<Settings>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readSettings(), ...patch }));
  } catch {
    // Private mode: settings are not kept.
  }
}
