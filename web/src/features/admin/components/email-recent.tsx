import { Spinner } from '../../../components/ui';
import { useRecentEmails } from '../api/get-recent-emails';
import { formatDate } from '../lib/format';
import { LoadError } from './load-error';

/** Where a message went, in words: handed to the mail server, or only written to the outbox (never mailed). */
export function deliveryLabel(delivery: 'smtp' | 'outbox'): string {
  return delivery === 'smtp' ? 'Sent to the SMTP server' : 'Written to the outbox only (not mailed)';
}

/** The last messages the site sent (tests, samples, alerts, welcome mails), each with its destination and a preview. */
export function EmailRecent() {
  const recent = useRecentEmails();
  return (
    <section aria-labelledby="email-recent-title">
      <div className="admin-section-head">
        <h3 id="email-recent-title">Last messages</h3>
        <button
          type="button"
          className="button button-small"
          onClick={() => void recent.refetch()}
          disabled={recent.isFetching}
        >
          Refresh
        </button>
      </div>
      {recent.isPending ? (
        <Spinner label="Loading the last messages…" />
      ) : recent.isError ? (
        <LoadError
          message={`Failed to load the last messages: ${recent.error.message}`}
          onRetry={() => void recent.refetch()}
        />
      ) : recent.data.length === 0 ? (
        <p className="admin-empty">No message sent yet.</p>
      ) : (
        <ul className="admin-list">
          {recent.data.map((m) => (
            <li key={m.id} className="admin-list-item">
              <div className="admin-list-head">
                <strong>{m.subject}</strong>
                <span
                  className={`admin-status ${m.delivery === 'smtp' ? 'admin-status-completed' : 'admin-status-warning'}`}
                >
                  {deliveryLabel(m.delivery)}
                </span>
              </div>
              <p className="small">
                To {m.recipient} · {formatDate(m.sentAt)} · {m.destination}
              </p>
              <details>
                <summary>Preview</summary>
                <p className="admin-mail-preview">{m.preview}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
