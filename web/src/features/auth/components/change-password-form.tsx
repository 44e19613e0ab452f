import { PASSWORD_MIN_LENGTH } from '@strongs/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/request';
import { useChangePassword } from '../api/change-password';
import { validatePasswordChange, type PasswordChangeErrors } from '../lib/password-change';
import { Field } from './field';

export const PASSWORD_CHANGED = 'Your password has been changed.';
export const OTHER_SESSIONS_ENDED =
  'Every other browser or device signed in to this account has been signed out. You stay signed in here.';

/** Current, new and confirmed password; on success the form empties and says what happened to the other sessions. */
export function ChangePasswordForm({ username }: { username: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const mutation = useChangePassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswordChange(username, current, next, confirm);
    setErrors(found);
    setFailure(null);
    setChanged(false);
    const first = (['current', 'next', 'confirm'] as const).find((k) => found[k]);
    if (first) return { current: currentRef, next: nextRef, confirm: confirmRef }[first].current?.focus();
    mutation.mutateAsync({ currentPassword: current, newPassword: next }).then(
      () => {
        setCurrent('');
        setNext('');
        setConfirm('');
        setChanged(true);
      },
      (error: unknown) => setFailure(errorMessage(error, 'The password could not be changed')),
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Change password">
      <Field
        ref={currentRef}
        label="Current password"
        name="current-password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current}
      />
      <Field
        ref={nextRef}
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not containing your user name; common passwords are refused.`}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next}
      />
      <Field
        ref={confirmRef}
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div role="status">
        {changed && (
          <div className="form-success">
            <p>
              <strong>{PASSWORD_CHANGED}</strong>
            </p>
            <p>{OTHER_SESSIONS_ENDED}</p>
          </div>
        )}
      </div>
      <button type="submit" className="button button-primary auth-submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Changing password…' : 'Change password'}
      </button>
    </form>
  );
}
