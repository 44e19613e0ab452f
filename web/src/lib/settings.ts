import { parallelDefaultOf, usePublicSettings } from './public-settings';

/** The visitor's own display settings, kept in this browser. A setting never chosen is absent. */
const KEY = 'strongs.settings';

export interface Settings {
  parallelDefault?: boolean;
  /** How COPY and SHARE write a verse (lib/verse-clipboard.ts). */
  copyVerseNumbers?: boolean;
  copyReferenceLast?: boolean;
}

export function readSettings(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Settings) : {};
  } catch {
    return {};
  }
}

export function writeSettings(patch: Partial<Settings>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readSettings(), ...patch }));
  } catch {
    // Private mode: settings are not kept.
  }
}

/** The visitor's own parallel choice when there is one, else the site's default (system setting parallel_default). */
export function useParallelDefault(): boolean {
  const site = usePublicSettings();
  const own = readSettings().parallelDefault;
  return typeof own === 'boolean' ? own : parallelDefaultOf(site.data);
}
