import { InitialSchema1732000000000 } from './1732000000000-initial-schema';

/** Listed explicitly so the same list works from source (tests) and from the build. */
export const MIGRATIONS = [InitialSchema1732000000000];
