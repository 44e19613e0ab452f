import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/request';
import { FormActions } from './form-actions';
import { FormField, fieldAria } from './form-field';

interface TextActionFormProps {
  /** The field's label, e.g. 'Remedy'. */
  label: string;
  submitLabel: string;
  initial?: string;
  /** Shown when the text is blank (the server's own message for the same refusal). */
  requiredMessage: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The Fix and Resolve forms: one text that must not be blank; the server's refusal shows under it. */
export function TextActionForm({
  label,
  submitLabel,
  initial = '',
  requiredMessage,
  onSubmit,
  onCancel,
}: TextActionFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) {
      setError(requiredMessage);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setPending(true);
    onSubmit(value).then(
      () => setPending(false),
      (err: unknown) => {
        setPending(false);
        setError(errorMessage(err, 'The server did not accept it'));
      },
    );
  };

  return (
    <form className="admin-form admin-inline-form" onSubmit={submit} noValidate>
      <FormField id={id} label={label} error={error} announceError>
        <textarea
          {...fieldAria(id, error)}
          className="input admin-textarea"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} small />
    </form>
  );
}
