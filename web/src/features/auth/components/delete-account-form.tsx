import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/request';
import { useDeleteAccount } from '../api/delete-account';
import { Field } from './field';

/** The account's password, then the account and everything it keeps are gone. */
export function DeleteAccountForm() {
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useDeleteAccount();
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!password) return setFailure('Enter your password to confirm');
    mutation.mutateAsync(password).then(
      async () => {
        // Away from the signed-in page first, or it would send the former user to sign in.
        await navigate('/', { replace: true });
        mutation.forget();
      },
      (error: unknown) => setFailure(errorMessage(error, 'The account could not be deleted')),
    );
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Delete account">
      <Field
        label="Password"
        name="delete-password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button auth-submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Deleting…' : 'Delete my account'}
      </button>
    </form>
  );
}
