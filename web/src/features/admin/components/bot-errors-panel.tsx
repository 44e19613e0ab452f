import type { BotErrorReport } from '@strongs/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useBotErrorReports } from '../api/get-bot-errors';
import { useResolveBotError } from '../api/resolve-bot-error';
import { formatDate } from '../lib/format';
import { LoadError } from './load-error';
import { StatusBadge } from './status-badge';
import { TextActionForm } from './text-action-form';

/** Error Reports: each with its status; pending and in_progress ones have a Resolve form. */
export function BotErrorsPanel() {
  const reports = useBotErrorReports();
  const resolve = useResolveBotError();
  const toast = useToast();
  const [resolving, setResolving] = useState<number | null>(null);

  if (reports.isPending) return <Spinner label="Loading error reports…" />;
  if (reports.isError)
    return (
      <LoadError
        message="Failed to load ADMIN BOT error reports. Please try again."
        onRetry={() => void reports.refetch()}
      />
    );
  if (reports.data.length === 0)
    return <p className="admin-empty">No error reports detected. All systems functioning properly.</p>;

  const submit = (report: BotErrorReport, resolution: string) =>
    resolve.mutateAsync({ id: report.id, resolution }).then(
      () => {
        setResolving(null);
        toast({ title: 'Error report resolved', description: report.errorType, variant: 'success' });
      },
      (error: unknown) => {
        toast({
          title: 'Failed to update error report',
          description: errorMessage(error, 'Failed to update error report'),
          variant: 'error',
        });
        throw error;
      },
    );

  return (
    <ul className="admin-list">
      {reports.data.map((report) => (
        <li key={report.id} className="admin-list-item">
          <div className="admin-list-head">
            <StatusBadge status={report.status} />
            <strong>{report.errorType}</strong>
            <span className="muted small">{formatDate(report.createdAt)}</span>
          </div>
          <p className="admin-preformatted">{report.message}</p>
          {report.url && <p className="muted small">At {report.url}</p>}
          {report.resolution && (
            <p>
              <span className="muted">Resolution:</span> {report.resolution}
            </p>
          )}
          {report.status !== 'resolved' &&
            (resolving === report.id ? (
              <TextActionForm
                label="Resolution"
                submitLabel="Mark resolved"
                requiredMessage="Resolution is required"
                onSubmit={(resolution) => submit(report, resolution)}
                onCancel={() => setResolving(null)}
              />
            ) : (
              <button
                type="button"
                className="button button-small"
                onClick={() => setResolving(report.id)}
                aria-label={`Resolve ${report.errorType} #${report.id}`}
              >
                Resolve
              </button>
            ))}
        </li>
      ))}
    </ul>
  );
}
