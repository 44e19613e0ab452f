import type { JobOrigin } from './job-payloads';

/** Jobs of the `index` queue: make one version searchable in the configured engine. */
export interface IndexVersionJob extends JobOrigin {
  versionCode: string;
  /** The version's checksum (versions.checksum after its import); part of the job id. */
  checksum: string;
}

export interface IndexJobs {
  'index-version': IndexVersionJob;
}

export type IndexJobName = keyof IndexJobs;
export const INDEX_JOB_NAMES: readonly IndexJobName[] = ['index-version'];

/** The same version imported from the same files is indexed once, however often it is asked for. */
export function indexJobId(versionCode: string, checksum: string): string {
  return `index-${versionCode}-${checksum.slice(0, 16)}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
