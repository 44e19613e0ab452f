// Lint fixture: half of a two-file import cycle. Ignored by the normal lint; lint-rules.spec.ts lints it.
import { cycleB } from './cycle-b';

export const cycleA = (): string => `a${cycleB.length}`;
