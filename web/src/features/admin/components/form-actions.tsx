interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  pendingLabel?: string;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
  cancelLabel?: string;
  small?: boolean;
}

/** An admin form's submit button (disabled and relabelled while pending) and its optional Cancel. */
export function FormActions({
  submitLabel,
  pending,
  pendingLabel = 'Saving…',
  onCancel,
  cancelLabel = 'Cancel',
  small = false,
}: FormActionsProps) {
  const size = small ? ' button-small' : '';
  return (
    <div className="actions">
      <button type="submit" className={`button button-primary${size}`} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className={`button${size}`} onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}
