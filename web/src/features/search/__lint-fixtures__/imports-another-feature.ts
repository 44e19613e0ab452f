// Lint fixture: a feature reaching into another feature and into the app. Ignored by the normal lint;
// infra/ops-checks/src/lint-rules.spec.ts lints it.
import { chapterQueryOptions } from '../../reader/api/get-chapter';
import { chapterLoader } from '../../../app/route-loaders';

export const reachesAcross = [chapterQueryOptions, chapterLoader];
