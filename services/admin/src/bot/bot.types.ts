import type { BotLogStatus } from '@strongs/contracts';

/** The checks of a sweep, by the names the prime directives use. */
export const CHECK_NAMES = ['postgres', 'redis', 'search-engine', 'index-sync', 'jobs', 'imports', 'lexicon', 'web-errors'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** What the bot can carry out itself when a repair is fixed. */
export type RepairAction =
  | { type: 'reindex'; versionCode: string; checksum: string }
  | { type: 'retry-job'; queue: 'imports'; jobId: string };

export interface RepairFinding {
  kind: 'repair';
  check: CheckName;
  fingerprint: string;
  elementType: string;
  location: string;
  issue: string;
  remedy: string;
  action: RepairAction | null;
}

export interface ErrorFinding {
  kind: 'error';
  check: CheckName;
  fingerprint: string;
  errorType: string;
  url: string;
  message: string;
}

export type Finding = RepairFinding | ErrorFinding;

export interface LogEntry {
  action: string;
  details: string;
  status: BotLogStatus;
}
