import type { AdminVersion } from '@strongs/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useAdminVersions } from '../api/get-admin-versions';
import { useRollbackVersion } from '../api/rollback-version';
import { useUninstallVersion } from '../api/uninstall-version';
import { formatDate } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { LoadError } from './load-error';
import { VersionDetailsDialog } from './version-details-dialog';
import { formatCount } from '../../../lib/format-count';

type Pending = { kind: 'rollback' | 'uninstall'; version: AdminVersion } | null;
const n = formatCount;

/** Versions with history: each slot's text, its previous generation (Roll back), uninstall, and its details. */
export function VersionsPanel() {
  const versions = useAdminVersions();
  const rollback = useRollbackVersion();
  const uninstall = useUninstallVersion();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState<AdminVersion | null>(null);

  const run = () => {
    if (!pending) return;
    const action = pending.kind === 'rollback' ? rollback : uninstall;
    action
      .mutateAsync(pending.version.code)
      .then(
        (result) =>
          toast({
            title: pending.kind === 'rollback' ? 'Rolled back' : 'Uninstalled',
            description: result.message,
            variant: 'success',
          }),
        (error: unknown) =>
          toast({
            title: pending.kind === 'rollback' ? 'Rollback failed' : 'Uninstall failed',
            description: errorMessage(error, 'The server refused'),
            variant: 'error',
          }),
      )
      .finally(() => setPending(null));
  };

  return (
    <section aria-labelledby="versions-title">
      <h3 id="versions-title">Versions</h3>
      {versions.isPending ? (
        <Spinner label="Loading versions…" />
      ) : versions.isError ? (
        <LoadError
          message={`Failed to load versions: ${versions.error.message}`}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <ul className="admin-list">
          {versions.data.map((v) => (
            <li key={v.code} className="admin-list-item">
              <div className="admin-list-head">
                <strong>{v.name}</strong>
                <span className="badge badge-neutral">{v.code}</span>
                <span className={`admin-status ${v.installed ? 'admin-status-completed' : ''}`}>
                  {v.installed ? `${n(v.verseCount)} verses` : 'not installed'}
                </span>
              </div>
              <p className="admin-version-facts">
                {v.licence} · {v.source}
              </p>
              <p className="admin-version-facts muted">
                {v.previous
                  ? `Previous generation: ${v.previous.installed ? `${n(v.previous.verseCount)} verses` : 'not installed'}, kept ${formatDate(v.previous.archivedAt)}`
                  : 'No previous generation'}
              </p>
              <div className="admin-version-actions">
                <button type="button" className="button button-small" onClick={() => setEditing(v)}>
                  Edit details
                </button>
                {v.previous && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => setPending({ kind: 'rollback', version: v })}
                    aria-label={`Roll back ${v.code}`}
                  >
                    Roll back
                  </button>
                )}
                {v.installed && !v.uninstallBlockedBy && (
                  <button
                    type="button"
                    className="button button-small button-danger"
                    onClick={() => setPending({ kind: 'uninstall', version: v })}
                    aria-label={`Uninstall ${v.code}`}
                  >
                    Uninstall
                  </button>
                )}
              </div>
              {v.installed && v.uninstallBlockedBy && <p className="small muted">{v.uninstallBlockedBy}.</p>}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'rollback'
            ? `Roll back ${pending.version.code}?`
            : `Uninstall ${pending?.version.code ?? ''}?`
        }
        confirmLabel={pending?.kind === 'rollback' ? 'Roll back' : 'Uninstall'}
        pendingLabel={pending?.kind === 'rollback' ? 'Rolling back…' : 'Uninstalling…'}
        pending={rollback.isPending || uninstall.isPending}
        onConfirm={run}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'rollback' ? (
          <p>
            The previous generation (
            {pending.version.previous?.installed
              ? `${n(pending.version.previous.verseCount)} verses`
              : 'not installed'}
            ) replaces the current text ({n(pending.version.verseCount)} verses) in one step. The current text
            becomes the previous generation, so you can roll back again.
          </p>
        ) : (
          <p>
            {pending?.version.name} is removed from search and reading. It is kept as the previous generation:
            Roll back re-installs it.
          </p>
        )}
      </ConfirmDialog>
      {editing && <VersionDetailsDialog version={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
