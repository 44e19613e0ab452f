import type { BotCheckName, BotLogStatus } from '@strongs/contracts';

/** The job a Fix started: its outcome settles the repair (completed or failed). */
export interface RemedyRun {
  queue: 'index' | 'imports';
  jobId: string;
  /** When the Fix started it (ISO): a failure older than this is not the retry's. */
  startedAt: string;
}

/** What the bot can carry out itself when a repair is fixed; `run` is the job the last Fix started. */
export type RepairAction = (
  | { type: 'reindex'; versionCode: string; checksum: string }
  | { type: 'retry-job'; queue: 'imports'; jobId: string }
) & { run?: RemedyRun };

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
