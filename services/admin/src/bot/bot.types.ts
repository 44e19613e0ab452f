import type { BotCheckName, BotLogStatus } from '@strongs/contracts';

/** What the bot can carry out itself when a repair is fixed. */
export type RepairAction =
  | { type: 'reindex'; versionCode: string; checksum: string }
  | { type: 'retry-job'; queue: 'imports'; jobId: string };

export interface RepairFinding {
  kind: 'repair';
  check: BotCheckName;
  fingerprint: string;
  elementType: string;
  location: string;
  issue: string;
  remedy: string;
  action: RepairAction | null;
}

export interface ErrorFinding {
  kind: 'error';
  check: BotCheckName;
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
