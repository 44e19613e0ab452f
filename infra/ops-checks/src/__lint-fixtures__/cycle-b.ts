// Lint fixture: the other half of the cycle in cycle-a.ts.
import { cycleA } from './cycle-a';

export const cycleB = (): string => `b${cycleA.length}`;
