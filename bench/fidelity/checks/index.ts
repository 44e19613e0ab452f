import type { FidelityCheck } from '../fidelity-check';
import { kjvTranslationCountsCheck } from './kjv-translation-counts.check';
import { searchApostrophesCheck } from './search-apostrophes.check';
import { webStrongsWithheldCheck } from './web-strongs-withheld.check';

/** Every check the fidelity report and the fidelity test run; one file per check beside this one. */
export const FIDELITY_CHECKS: readonly FidelityCheck[] = [searchApostrophesCheck, webStrongsWithheldCheck, kjvTranslationCountsCheck];
