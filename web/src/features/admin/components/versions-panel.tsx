import type { AdminVersion, ArchivedGeneration } from '@strongs/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useAdminVersions } from '../api/get-admin-versions';
import { useChangePublication } from '../api/publish-version';
import { useRollbackVersion } from '../api/rollback-version';
import { useUninstallVersion } from '../api/uninstall-version';
import { formatDate } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { LoadError } from './load-error';
import { PublishVersionDialog } from './publish-version-dialog';
import { VersionDetailsDialog } from './version-details-dialog';
import { formatCount } from '../../../lib/format-count';

type Pending =
  | { kind: 'rollback'; version: AdminVersion; target: ArchivedGeneration }
  | { kind: 'uninstall'; version: AdminVersion }
  | null;
const n = formatCount;
const textOf = (g: { installed: boolean; verseCount: number }) =>
  g.installed ? `${n(g.verseCount)} verses` : 'not installed';

/**
 * Versions with history: each slot's text and generation, the kept generations (Roll back restores the newest,
 * Restore an older one), uninstall, and its details. Each change names the generation the admin saw, so a second
 * click is refused instead of undoing the first.
 */
export function VersionsPanel() {
  const versions = useAdminVersions();
  const rollback = useRollbackVersion();
  const uninstall = useUninstallVersion();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState<AdminVersion | null>(null);
  const [publishing, setPublishing] = useState<AdminVersion | null>(null);
  const publication = useChangePublication();
  const unpublish = (v: AdminVersion) =>
    publication.mutateAsync({ code: v.code, action: 'unpublish' }).then(
      (result) => toast({ title: 'Unpublished', description: result.message, variant: 'success' }),
      (error: unknown) =>
        toast({
          title: 'Unpublish failed',
          description: errorMessage(error, 'The server refused'),
          variant: 'error',
        }),
    );

  const run = () => {
    if (!pending) return;
    const { code, generation: expectedGeneration } = pending.version;
    const change =
      pending.kind === 'rollback'
        ? rollback.mutateAsync({ code, expectedGeneration, generation: pending.target.generation })
        : uninstall.mutateAsync({ code, expectedGeneration });
    change
      .then(
        (result) =>
          toast({
            title:
              'jobId' in result
                ? 'Still running'
                : pending.kind === 'rollback'
                  ? 'Rolled back'
                  : 'Uninstalled',
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
                {v.installed && !v.published && <span className="badge badge-warning">unpublished</span>}
              </div>
              {v.installed && v.coverage && <p className="admin-version-facts">{v.coverage}</p>}
              <p className="admin-version-facts">
                {v.licence} · {v.source}
              </p>
              <p className="admin-version-facts muted">
                Generation {v.generation} ·{' '}
                {v.previous
                  ? `Previous generation (${v.previous.generation}): ${textOf(v.previous)}, kept ${formatDate(v.previous.archivedAt)}`
                  : 'No previous generation'}
              </p>
              {v.generations.slice(1).map((g) => (
                <p key={g.generation} className="admin-version-facts muted">
                  Generation {g.generation}: {textOf(g)}, kept {formatDate(g.archivedAt)}{' '}
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => setPending({ kind: 'rollback', version: v, target: g })}
                    aria-label={`Restore generation ${g.generation} of ${v.code}`}
                  >
                    Restore
                  </button>
                </p>
              ))}
              <div className="admin-version-actions">
                <button type="button" className="button button-small" onClick={() => setEditing(v)}>
                  Edit details
                </button>
                {v.installed && !v.published && (
                  <button
                    type="button"
                    className="button button-small button-primary"
                    onClick={() => setPublishing(v)}
                    aria-label={`Publish ${v.code}`}
                  >
                    Publish…
                  </button>
                )}
                {v.installed && v.published && v.kind !== 'original' && v.code !== 'kjv' && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => void unpublish(v)}
                    disabled={publication.isPending}
                    aria-label={`Unpublish ${v.code}`}
                  >
                    Unpublish
                  </button>
                )}
                {v.previous && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() =>
                      v.previous && setPending({ kind: 'rollback', version: v, target: v.previous })
                    }
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
            Generation {pending.target.generation} ({textOf(pending.target)}) replaces the current text
            (generation {pending.version.generation}, {n(pending.version.verseCount)} verses) in one step. The
            current text is kept as a previous generation, so you can restore it again.
          </p>
        ) : (
          <p>
            {pending?.version.name} is removed from search and reading. It is kept as the previous generation:
            Roll back re-installs it.
          </p>
        )}
      </ConfirmDialog>
      {editing && <VersionDetailsDialog version={editing} onClose={() => setEditing(null)} />}
      {publishing && <PublishVersionDialog version={publishing} onClose={() => setPublishing(null)} />}
    </section>
  );
}
