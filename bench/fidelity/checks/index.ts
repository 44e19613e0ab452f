import type { FidelityCheck } from '../fidelity-check';
import { dictionaryTextCheck } from './dictionary-text.check';
import { hebrewAlignmentCheck } from './hebrew-alignment.check';
import { kjvEnglishCheck } from './kjv-english.check';
import { kjvTranslationCountsCheck } from './kjv-translation-counts.check';
import { markupResidueCheck } from './markup-residue.check';
import { psalmTitleHitsCheck } from './psalm-title-hits.check';
import { restoredNamesCheck } from './restored-names.check';
import { rv1909Check } from './rv1909.check';
import { searchApostrophesCheck } from './search-apostrophes.check';
import { webStrongsWithheldCheck } from './web-strongs-withheld.check';

/** Every check the fidelity report and the fidelity test run; one file per check beside this one. */
export const FIDELITY_CHECKS: readonly FidelityCheck[] = [
  dictionaryTextCheck,
  hebrewAlignmentCheck,
  kjvEnglishCheck,
  kjvTranslationCountsCheck,
  markupResidueCheck,
  psalmTitleHitsCheck,
  restoredNamesCheck,
  rv1909Check,
  searchApostrophesCheck,
  webStrongsWithheldCheck,
];
