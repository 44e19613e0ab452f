import {
  PASSWORD_MIN_LENGTH,
  passwordShapeProblem,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  type AccountUser,
} from '@strongs/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useRegister } from '../api/register';
import { Field } from './field';
import { PASSWORD_REQUIRED, USERNAME_REQUIRED } from './required-field-messages';

interface Errors {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

/** Loose on purpose: the server validates the address properly. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Please enter a valid email address';

/** The server's rules (services/auth), checked first in the browser; the server has the last word. */
export function validateRegistration(
  username: string,
  password: string,
  confirm: string,
  email = '',
): Errors {
  const errors: Errors = {};
  const name = username.trim().toLowerCase();
  if (!name) errors.username = USERNAME_REQUIRED;
  else if (name.length < USERNAME_MIN_LENGTH || name.length > USERNAME_MAX_LENGTH)
    errors.username = `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`;
  else if (!USERNAME_PATTERN.test(name))
    errors.username = 'Username may only contain letters, digits, dots, dashes and underscores';
  if (!password) errors.password = PASSWORD_REQUIRED;
  else {
    const problem = passwordShapeProblem(password, errors.username ? undefined : name);
    if (problem) errors.password = problem;
  }
  if (!errors.password && confirm !== password) errors.confirm = 'Passwords do not match';
  if (email.trim() && !LOOKS_LIKE_EMAIL.test(email.trim())) errors.email = INVALID_EMAIL;
  return errors;
}

export function RegisterForm({ onSuccess }: { onSuccess: (user: AccountUser) => void }) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const registration = useRegister();
  const toast = useToast();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegistration(username, password, confirm, email);
    setErrors(found);
    setFailure(null);
    const first = (['username', 'email', 'password', 'confirm'] as const).find((k) => found[k]);
    if (first)
      return { username: usernameRef, email: emailRef, password: passwordRef, confirm: confirmRef }[
        first
      ].current?.focus();
    registration
      .mutateAsync({
        username: username.trim().toLowerCase(),
        password,
        ...(email.trim() ? { email: email.trim() } : {}),
      })
      .then(
        (user) => {
          toast({
            title: 'Registration successful',
            description: `Welcome, ${user.username}!`,
            variant: 'success',
          });
          onSuccess(user);
        },
        (error: unknown) => {
          const message = errorMessage(error, 'Registration failed');
          setFailure(message);
          toast({ title: 'Registration failed', description: message, variant: 'error' });
        },
      );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Register">
      <Field
        ref={usernameRef}
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, dots, dashes, underscores.`}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <Field
        ref={emailRef}
        label="E-mail (optional)"
        name="email"
        type="email"
        autoComplete="email"
        hint="We e-mail a link to verify it; never shown to anyone."
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <Field
        ref={passwordRef}
        label="Password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Field
        ref={confirmRef}
        label="Confirm password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {failure && <p className="form-failure">{failure}</p>}
      <button type="submit" className="button button-primary auth-submit" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account…' : 'Register'}
      </button>
    </form>
  );
}
