import { featureKey } from './morph-decoding';
import { OSHB_PICKER_GROUPS } from './oshb-morphology';
import { ROBINSON_PICKER_GROUPS } from './robinson-morphology';

export interface MorphPickerGroup {
  label: string;
  /** What the reader sees ('sequential imperfect') and what the query gets ('sequential-imperfect'). */
  options: readonly { label: string; key: string }[];
}

const pickers = (groups: typeof OSHB_PICKER_GROUPS): MorphPickerGroup[] =>
  groups.map(({ label, phrases }) => ({
    label,
    options: phrases.map((phrase) => ({ label: phrase, key: featureKey(phrase) })),
  }));

/**
 * The advanced search's morphology pickers for each original language, built from the same code tables
 * that decode the words, so every key they write is one a `morph:` filter accepts.
 */
export const MORPH_PICKERS: Readonly<Record<'hebrew' | 'greek', readonly MorphPickerGroup[]>> = {
  hebrew: pickers(OSHB_PICKER_GROUPS),
  greek: pickers(ROBINSON_PICKER_GROUPS),
};
