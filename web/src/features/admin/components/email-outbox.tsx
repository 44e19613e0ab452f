import { Spinner } from '../../../components/ui';
import { useEmailOutbox } from '../api/get-email-outbox';
import { formatDate, formatFileSize } from '../lib/format';
import { LoadError } from './load-error';

/** Without SMTP_URL the server writes each message to its outbox directory; this lists them. */
export function EmailOutbox() {
  const outbox = useEmailOutbox();
  return (
    <section aria-labelledby="email-outbox-title">
      <div className="admin-section-head">
        <h3 id="email-outbox-title">Outbox</h3>
        <button
          type="button"
          className="button button-small"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          Refresh
        </button>
      </div>
      {outbox.isPending ? (
        <Spinner label="Loading the outbox…" />
      ) : outbox.isError ? (
        <LoadError
          message={`Failed to load the outbox: ${outbox.error.message}`}
          onRetry={() => void outbox.refetch()}
        />
      ) : outbox.data.length === 0 ? (
        <p className="admin-empty">
          No messages in the outbox. When the server sends over SMTP, messages go to the mail server and are
          not listed here.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table admin-stack">
            <caption className="visually-hidden">Messages in the outbox</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Size</th>
                <th scope="col">Written</th>
              </tr>
            </thead>
            <tbody>
              {outbox.data.map((m) => (
                <tr key={m.filename}>
                  <td>{m.filename}</td>
                  <td>{formatFileSize(m.size)}</td>
                  <td>{formatDate(m.created)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
