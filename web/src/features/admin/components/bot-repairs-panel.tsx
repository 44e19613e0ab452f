import type { BotRepair } from '@strongs/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useFixBotRepair } from '../api/fix-bot-repair';
import { useBotRepairs } from '../api/get-bot-repairs';
import { formatDate } from '../lib/format';
import { LoadError } from './load-error';
import { StatusBadge } from './status-badge';
import { TextActionForm } from './text-action-form';

const isOpen = (r: BotRepair) => r.status === 'pending' || r.status === 'in_progress';

/** Live Repairs: pending and in_progress ones with a Fix form, then completed and failed ones. */
export function BotRepairsPanel() {
  const repairs = useBotRepairs();
  const fix = useFixBotRepair();
  const toast = useToast();
  const [fixing, setFixing] = useState<number | null>(null);

  if (repairs.isPending) return <Spinner label="Loading repair tasks…" />;
  if (repairs.isError)
    return (
      <LoadError
        message="Failed to load ADMIN BOT repair tasks. Please try again."
        onRetry={() => void repairs.refetch()}
      />
    );
  if (repairs.data.length === 0)
    return <p className="admin-empty">No repair tasks detected. All systems functioning properly.</p>;

  const submit = (repair: BotRepair, remedy: string) =>
    fix.mutateAsync({ id: repair.id, remedy }).then(
      (saved) => {
        setFixing(null);
        toast({
          title: 'Repair updated',
          description: `${saved.elementType} at ${saved.location}: ${saved.status.replace('_', ' ')}`,
          variant: 'success',
        });
      },
      (error: unknown) => {
        toast({
          title: 'Failed to update repair',
          description: errorMessage(error, 'Failed to update repair'),
          variant: 'error',
        });
        throw error;
      },
    );

  const item = (repair: BotRepair) => (
    <li key={repair.id} className="admin-list-item">
      <div className="admin-list-head">
        <StatusBadge status={repair.status} />
        <strong>{repair.elementType}</strong>
        <span className="muted">{repair.location}</span>
      </div>
      <p>{repair.issue}</p>
      <p>
        <span className="muted">Remedy:</span> {repair.remedy}
        {repair.executable && <span className="muted"> (the bot carries this out when fixed)</span>}
      </p>
      <p className="muted small">Updated {formatDate(repair.updatedAt)}</p>
      {isOpen(repair) &&
        (fixing === repair.id ? (
          <TextActionForm
            label="Remedy"
            submitLabel="Mark fixed"
            initial={repair.remedy}
            requiredMessage="Remedy is required"
            onSubmit={(remedy) => submit(repair, remedy)}
            onCancel={() => setFixing(null)}
          />
        ) : (
          <button
            type="button"
            className="button button-small"
            onClick={() => setFixing(repair.id)}
            aria-label={`Fix ${repair.elementType} at ${repair.location}`}
          >
            Fix
          </button>
        ))}
    </li>
  );

  const open = repairs.data.filter(isOpen);
  const closed = repairs.data.filter((r) => !isOpen(r));
  return (
    <div>
      <h3>Pending</h3>
      {open.length ? (
        <ul className="admin-list">{open.map(item)}</ul>
      ) : (
        <p className="admin-empty">No pending repairs.</p>
      )}
      <h3>Completed</h3>
      {closed.length ? (
        <ul className="admin-list">{closed.map(item)}</ul>
      ) : (
        <p className="admin-empty">No completed repairs yet.</p>
      )}
    </div>
  );
}
