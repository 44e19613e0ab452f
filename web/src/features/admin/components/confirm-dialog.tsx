import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel and Escape leave everything as it was. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className="admin-confirm">{children}</div>
      <div className="actions admin-dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={pending}>
          {pending ? 'Deleting…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
