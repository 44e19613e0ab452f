import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The control's id; the hint and the error take `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Announce the error as it appears (forms with a single field and no toast). */
  announceError?: boolean;
  children: ReactNode;
}

/** A labelled admin form control with its optional hint and error underneath. */
export function FormField({ id, label, hint, error, announceError = false, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FormError id={`${id}-error`} message={error} announce={announceError} />
    </div>
  );
}

/** An error line under a field or a whole form; nothing while there is no message. */
interface FormErrorProps {
  id?: string;
  message: string | null | undefined;
  announce?: boolean;
}

export function FormError({ id, message, announce = true }: FormErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role={announce ? 'alert' : undefined}>
      {message}
    </p>
  );
}

/** The id and aria attributes that tie a control to its FormField hint and error. */
export function fieldAria(id: string, error: string | null | undefined, withHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [withHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  };
}
