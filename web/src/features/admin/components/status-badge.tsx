import type { BotLogStatus } from '@strongs/contracts';

/** Spec §4: a badge per bot status (logs, repairs, error reports), coloured by how it went. */
export function StatusBadge({ status }: { status: BotLogStatus }) {
  return <span className={`admin-status admin-status-${status}`}>{status.replace('_', ' ')}</span>;
}
