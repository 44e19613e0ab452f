import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** What the confirm button says while the action runs. */
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel and Escape leave everything as it was. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending = false,
  pendingLabel = 'Deleting…',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className="admin-confirm">{children}</div>
      <div className="actions admin-dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
