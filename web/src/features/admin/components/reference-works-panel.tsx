import type { AdminReferenceWork, ArchivedWorkGeneration } from '@strongs/contracts';
import { useState } from 'react';
import { Spinner } from '../../../components/ui';
import { formatCount } from '../../../lib/format-count';
import { errorMessage } from '../../../lib/request';
import { useChangeReferenceWork, type ReferenceWorkChange } from '../api/change-reference-work';
import { useAdminReferenceWorks } from '../api/get-admin-reference-works';
import { formatDate } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { LoadError } from './load-error';

const entriesOf = (work: AdminReferenceWork, count: number) =>
  `${formatCount(count)} ${work.kind === 'topics' ? 'topics' : 'entries'}`;

/** The outcome of the last change of a work, shown under it (a refusal says why, in the server's words). */
interface Outcome {
  code: string;
  message: string;
  failed: boolean;
}

/**
 * Commentaries and Nave's topics with history: each work's generation and the kept ones, Publish/Unpublish and
 * Roll back. Each change names the generation the admin saw, so a second click is refused instead of repeated.
 */
export function ReferenceWorksPanel() {
  const works = useAdminReferenceWorks();
  const change = useChangeReferenceWork();
  const [confirming, setConfirming] = useState<{
    work: AdminReferenceWork;
    target: ArchivedWorkGeneration;
  } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = (input: ReferenceWorkChange) =>
    change
      .mutateAsync(input)
      .then(
        (result) => setOutcome({ code: input.code, message: result.message, failed: false }),
        (error: unknown) =>
          setOutcome({ code: input.code, message: errorMessage(error, 'The server refused'), failed: true }),
      )
      .finally(() => setConfirming(null));

  return (
    <section aria-labelledby="reference-works-title">
      <h3 id="reference-works-title">Reference works</h3>
      {works.isPending ? (
        <Spinner label="Loading reference works…" />
      ) : works.isError ? (
        <LoadError
          message={`Failed to load reference works: ${works.error.message}`}
          onRetry={() => void works.refetch()}
        />
      ) : (
        <ul className="admin-list">
          {works.data.map((w) => (
            <li key={w.code} className="admin-list-item">
              <div className="admin-list-head">
                <strong>{w.name}</strong>
                <span className="badge badge-neutral">{w.code}</span>
                <span className="admin-status admin-status-completed">{entriesOf(w, w.entryCount)}</span>
                {!w.published && <span className="badge badge-warning">unpublished</span>}
              </div>
              <p className="admin-version-facts muted">
                {w.kind === 'topics' ? 'Topical work' : 'Commentary'} · Generation {w.generation} ·{' '}
                {w.generations.length
                  ? `Kept: ${w.generations.map((g) => `${g.generation} (${entriesOf(w, g.entryCount)}${g.published ? '' : ', unpublished'}, ${formatDate(g.archivedAt)})`).join(', ')}`
                  : 'No previous generation'}
              </p>
              <div className="admin-version-actions">
                <button
                  type="button"
                  className={`button button-small${w.published ? '' : ' button-primary'}`}
                  disabled={change.isPending}
                  onClick={() =>
                    void run({
                      code: w.code,
                      action: w.published ? 'unpublish' : 'publish',
                      expectedGeneration: w.generation,
                    })
                  }
                  aria-label={`${w.published ? 'Unpublish' : 'Publish'} ${w.code}`}
                >
                  {w.published ? 'Unpublish' : 'Publish'}
                </button>
                {w.generations[0] && (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={change.isPending}
                    onClick={() => setConfirming({ work: w, target: w.generations[0] })}
                    aria-label={`Roll back ${w.code}`}
                  >
                    Roll back
                  </button>
                )}
              </div>
              {outcome?.code === w.code && (
                <p
                  className={outcome.failed ? 'field-error' : 'field-hint'}
                  role={outcome.failed ? 'alert' : 'status'}
                >
                  {outcome.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Roll back ${confirming?.work.code ?? ''} to generation ${confirming?.target.generation ?? ''}?`}
        confirmLabel="Roll back"
        pendingLabel="Rolling back…"
        pending={change.isPending}
        onConfirm={() =>
          confirming &&
          void run({
            code: confirming.work.code,
            action: 'rollback',
            expectedGeneration: confirming.work.generation,
            generation: confirming.target.generation,
          })
        }
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <p>
            Generation {confirming.target.generation} (
            {entriesOf(confirming.work, confirming.target.entryCount)}
            {confirming.target.published ? '' : ', unpublished'}) replaces the current one (generation{' '}
            {confirming.work.generation}, {entriesOf(confirming.work, confirming.work.entryCount)}) in one
            step. The current one is kept, so you can restore it again.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
