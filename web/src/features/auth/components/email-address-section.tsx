import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/request';
import { useChangeEmail, useEmailStatus, useResendVerification } from '../api/email-address';
import { Field } from './field';

type Outcome = { ok: boolean; text: string } | null;

/** The account's address: verified or not (with a new link on request), and a form to change or add it. */
export function EmailAddressSection() {
  const id = useId();
  const status = useEmailStatus();
  const resend = useResendVerification();
  const change = useChangeEmail();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const report = (promise: Promise<{ message: string }>, fallback: string, after?: () => void) =>
    promise.then(
      ({ message }) => {
        setOutcome({ ok: true, text: message });
        after?.();
      },
      (error: unknown) => setOutcome({ ok: false, text: errorMessage(error, fallback) }),
    );
  const onResend = () => void report(resend.mutateAsync(undefined), 'No link could be sent');
  const onChange = (e: FormEvent) => {
    e.preventDefault();
    void report(
      change.mutateAsync({ email: email.trim(), currentPassword: password }),
      'The address could not be changed',
      () => {
        setEmail('');
        setPassword('');
      },
    );
  };

  const current = status.data;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        E-mail address
      </h2>
      {status.isPending && <p className="muted">Loading…</p>}
      {status.isError && (
        <p className="form-failure" role="alert">
          {errorMessage(status.error, 'Your address could not be loaded')}
        </p>
      )}
      {current && !current.email && <p className="muted">No address yet: add one below.</p>}
      {current?.email && (
        <p className="email-state">
          <span className="email-address">{current.email}</span>{' '}
          {current.verified ? (
            <span className="badge badge-success">Verified</span>
          ) : (
            <>
              <span className="badge badge-warning">Not verified</span>{' '}
              <button
                type="button"
                className="button button-small"
                onClick={onResend}
                disabled={resend.isPending}
              >
                {resend.isPending ? 'Sending…' : 'Resend link'}
              </button>
            </>
          )}
        </p>
      )}
      <div role="status">{outcome?.ok && <p className="form-success">{outcome.text}</p>}</div>
      {outcome && !outcome.ok && (
        <p className="form-failure" role="alert">
          {outcome.text}
        </p>
      )}
      <form
        noValidate
        className="auth-form"
        onSubmit={onChange}
        aria-label={current?.email ? 'Change address' : 'Add address'}
      >
        <Field
          label={current?.email ? 'New address' : 'Address'}
          name="email"
          type="email"
          autoComplete="email"
          hint="We e-mail a link to verify it; never shown to anyone."
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Your password"
          name="email-current-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button button-primary auth-submit" disabled={change.isPending}>
          {current?.email ? 'Change address' : 'Add address'}
        </button>
      </form>
    </section>
  );
}
