import type { ImportSummary } from '@strongs/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/request';
import { useImportStatus } from '../api/get-import-status';
import { useStartImport } from '../api/start-import';
import type { AvailableFile } from '../api/types';
import { formatDate, formatFileSize } from '../lib/format';
import { DeleteUploadedFile } from './delete-uploaded-file';
import { ImportSummaryDialog } from './import-summary-dialog';
import { ProgressBar } from './progress-bar';
import { ReferenceWorksPanel } from './reference-works-panel';
import { VersionsPanel } from './versions-panel';
import { formatCount } from '../../../lib/format-count';

/** A 409 of the import gate carries the dry-run summary the admin must see before replacing a text. */
function gateSummary(error: unknown): ImportSummary | null {
  return error instanceof ApiError && error.status === 409 && error.details.summary
    ? (error.details.summary as ImportSummary)
    : null;
}

/** Import Status: live from the queue, polled every 5 s while this tab is mounted (spec §2, §9). */
export function ImportStatusTab() {
  const status = useImportStatus();
  const start = useStartImport();
  const toast = useToast();

  const [gate, setGate] = useState<{ file: AvailableFile; summary: ImportSummary } | null>(null);
  const fileLabel = (file: AvailableFile) => file.originalName ?? file.name;

  const startImport = (file: AvailableFile, confirm?: string) =>
    start.mutateAsync({ version: file.version, filePath: file.path, confirm }).then(
      (result) => {
        setGate(null);
        toast({
          title: 'Import started',
          description: result?.message ?? `${fileLabel(file)} is queued for ${file.version}.`,
          variant: 'success',
        });
      },
      (error: unknown) => {
        const summary = gateSummary(error);
        if (summary) return setGate({ file, summary });
        setGate(null);
        toast({
          title: 'Import failed',
          description: errorMessage(error, 'Failed to start import'),
          variant: 'error',
        });
      },
    );

  return (
    <section aria-labelledby="import-status-title">
      <div className="admin-section-head">
        <h2 id="import-status-title">Import Status</h2>
        <span className="muted small">{status.isFetching ? 'Refreshing…' : 'Refreshes every 5 seconds'}</span>
      </div>
      {status.isPending ? (
        <Spinner label="Loading import status…" />
      ) : status.isError ? (
        <div className="card error-card" role="alert">
          <p className="card-title">No import data available.</p>
          <p>{status.error.message}</p>
          <button type="button" className="button" onClick={() => void status.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <h3>Active imports</h3>
          {status.data.activeImports.length === 0 ? (
            <p className="admin-empty">No active imports.</p>
          ) : (
            <ul className="admin-list">
              {status.data.activeImports.map((job) => (
                <li key={job.jobId ?? `${job.version}-${job.status}`} className="admin-list-item">
                  <div className="admin-list-head">
                    <strong>{job.version}</strong>
                    <span className="badge badge-neutral">{job.status}</span>
                  </div>
                  <ProgressBar value={job.progress} label={`Import of ${job.version}`} />
                  <p className="small muted">
                    {formatCount(job.versesImported)} of{' '}
                    {job.totalVerses ? formatCount(job.totalVerses) : '?'} verses
                  </p>
                  {job.message && <p className="field-error">{job.message}</p>}
                </li>
              ))}
            </ul>
          )}

          <h3>Available files</h3>
          {status.data.availableFiles.length === 0 ? (
            <p className="admin-empty">No uploaded files waiting. Upload one in the Bible Upload tab.</p>
          ) : (
            <div className="table-wrap">
              <table className="table admin-stack">
                <thead>
                  <tr>
                    <th scope="col">File</th>
                    <th scope="col">Version</th>
                    <th scope="col">Uploaded</th>
                    <th scope="col">
                      <span className="visually-hidden">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {status.data.availableFiles.map((file) => (
                    <tr key={file.path}>
                      <td>
                        {file.originalName ?? file.name}
                        {file.size !== undefined && (
                          <span className="muted small"> · {formatFileSize(file.size)}</span>
                        )}
                      </td>
                      <td>{file.version}</td>
                      <td>{formatDate(file.uploaded)}</td>
                      <td>
                        <button
                          type="button"
                          className="button button-small button-primary"
                          disabled={start.isPending && start.variables?.filePath === file.path}
                          aria-label={`Start Import of ${file.originalName ?? file.name} as ${file.version}`}
                          onClick={() => void startImport(file)}
                        >
                          Start Import
                        </button>
                        <DeleteUploadedFile file={file} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <ImportSummaryDialog
            summary={gate?.summary ?? null}
            fileLabel={gate ? fileLabel(gate.file) : ''}
            pending={start.isPending}
            onConfirm={(summary) => gate && void startImport(gate.file, summary.token)}
            onCancel={() => setGate(null)}
          />

          <h3>Completed imports</h3>
          {status.data.completedImports.length === 0 ? (
            <p className="admin-empty">No completed imports yet.</p>
          ) : (
            <ul className="admin-list">
              {status.data.completedImports.map((done) => (
                <li key={`${done.version}-${done.completedAt}`} className="admin-list-item">
                  <strong>{done.version}</strong> · {formatCount(done.versesImported)} verses ·{' '}
                  {formatDate(done.completedAt)}
                  {done.message && <p className="field-hint">{done.message}</p>}
                </li>
              ))}
            </ul>
          )}
          <VersionsPanel />
          <ReferenceWorksPanel />
        </>
      )}
    </section>
  );
}
