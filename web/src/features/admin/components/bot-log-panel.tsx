import { BOT_RESUMPTION_ACTION, BOT_RESUMPTION_TEXT, type BotLog } from '@strongs/contracts';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/ui';
import { useBotLogs } from '../api/get-bot-logs';
import { formatDate } from '../lib/format';
import { pageOf, totalPages } from '../lib/paginate';
import { LoadError } from './load-error';
import { StatusBadge } from './status-badge';

/** Spec §2: the latest BOT RESUMPTION entry whose details hold the bot's return message. */
export function latestResumption(logs: readonly BotLog[]): BotLog | null {
  const resumptions = logs.filter(
    (l) => l.action === BOT_RESUMPTION_ACTION && l.details.includes(BOT_RESUMPTION_TEXT),
  );
  return resumptions.reduce<BotLog | null>(
    (latest, l) => (!latest || l.createdAt > latest.createdAt ? l : latest),
    null,
  );
}

/** The 'Bot Resumption Detected' banner above the ADMIN BOT sub-tabs; nothing until the logs say so. */
export function BotResumptionBanner() {
  const logs = useBotLogs();
  const resumed = logs.data ? latestResumption(logs.data) : null;
  if (!resumed) return null;
  return (
    <div className="admin-banner" role="status">
      <p className="card-title">Bot Resumption Detected</p>
      <p>
        {BOT_RESUMPTION_TEXT}{' '}
        <span className="muted">
          (<time dateTime={resumed.createdAt}>{formatDate(resumed.createdAt)}</time>)
        </span>
      </p>
    </div>
  );
}

/** Log: the bot's entries, newest first as the server sends them, ten to a page. */
export function BotLogPanel() {
  const logs = useBotLogs();
  const [page, setPage] = useState(1);
  if (logs.isPending) return <Spinner label="Loading bot logs…" />;
  if (logs.isError)
    return (
      <LoadError
        message="Failed to load ADMIN BOT logs. Please try again."
        onRetry={() => void logs.refetch()}
      />
    );
  if (logs.data.length === 0) return <p className="admin-empty">No log entries yet.</p>;
  const shown = pageOf(logs.data, page);
  return (
    <div>
      <div className="actions admin-toolbar">
        <button
          type="button"
          className="button button-small"
          onClick={() => void logs.refetch()}
          disabled={logs.isFetching}
        >
          Refresh
        </button>
      </div>
      <ul className="admin-list">
        {shown.items.map((log) => (
          <li key={log.id} className="admin-list-item">
            <div className="admin-list-head">
              <StatusBadge status={log.status} />
              <strong>{log.action}</strong>
              <span className="muted small">{formatDate(log.createdAt)}</span>
            </div>
            <p className="admin-preformatted">{log.details}</p>
          </li>
        ))}
      </ul>
      <Pagination
        page={shown.page}
        totalPages={totalPages(logs.data.length)}
        onChange={setPage}
        label="Log pages"
      />
    </div>
  );
}
