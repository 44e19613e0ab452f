import type { SessionUserResponse } from '@strongs/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useLogin } from '../api/login';
import { Field } from './field';
import { PASSWORD_REQUIRED, USERNAME_REQUIRED } from './required-field-messages';

interface Errors {
  username?: string;
  password?: string;
}

/** Spec §5: both fields required, with these texts. */
export function validateLogin(username: string, password: string): Errors {
  const errors: Errors = {};
  if (!username.trim()) errors.username = USERNAME_REQUIRED;
  if (!password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

/** Sign-in form. No default credentials or hints (spec decision 1). */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUserResponse) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();
  const toast = useToast();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    setFailure(null);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    // Awaited, not mutate callbacks: the page may swap this form out as soon as the session is cached.
    login.mutateAsync({ username: username.trim(), password }).then(
      (user) => {
        toast({
          title: 'Login successful',
          description: `Welcome back, ${user.username}!`,
          variant: 'success',
        });
        onSuccess(user);
      },
      (error: unknown) => {
        const message = errorMessage(error, 'Login failed');
        setFailure(message);
        toast({ title: 'Login failed', description: message, variant: 'error' });
        passwordRef.current?.select();
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Login">
      <Field
        ref={usernameRef}
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <Field
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {failure && <p className="form-failure">{failure}</p>}
      <button type="submit" className="button button-primary auth-submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Login'}
      </button>
    </form>
  );
}
