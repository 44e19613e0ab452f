import type { AccountUser } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Tabs } from '../../../components/tabs';
import { Spinner } from '../../../components/ui';
import { sessionUserQueryOptions } from '../../../lib/api/get-user';
import { useLogoutAction } from '../../../lib/api/logout';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { returnPath } from '../components/return-path';
import '../../../styles/forms.css';
import '../auth.css';

type AuthTab = 'login' | 'register';

/** /auth: Login and Register. A confirmed admin session goes straight to /admin (spec §2). */
export default function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = returnPath(location.state);
  // ?mode=register (the footer's Register link) opens the Register tab; the return path in state is kept.
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('mode') === 'register' ? 'register' : 'login';
  const setTab = (next: AuthTab) =>
    setParams(next === 'register' ? { mode: 'register' } : {}, { replace: true, state: location.state });
  const session = useQuery({ ...sessionUserQueryOptions(), refetchOnMount: 'always' });
  const { logout, isPending: loggingOut } = useLogoutAction();
  const checking = session.isPending || (session.isFetching && !session.isFetchedAfterMount);
  const user = checking ? null : session.data;

  useEffect(() => {
    if (user?.role === 'admin') void navigate('/admin', { replace: true });
  }, [user, navigate]);

  const afterSignIn = (signedIn: AccountUser) =>
    void navigate(signedIn.role === 'admin' ? '/admin' : from, { replace: true });

  if (checking || user?.role === 'admin') {
    return (
      <Page title="Login" className="auth-page">
        <Spinner label="Checking your session…" />
      </Page>
    );
  }

  if (user) {
    return (
      <Page title="Account" className="auth-page">
        <h1>Account</h1>
        <section className="card auth-signed-in">
          <p>
            You are signed in as <strong>{user.username}</strong>.
          </p>
          <div className="actions" style={{ justifyContent: 'center' }}>
            <Link to={from} className="button button-primary">
              Continue
            </Link>
            <button type="button" className="button" onClick={logout} disabled={loggingOut}>
              Logout
            </button>
          </div>
        </section>
      </Page>
    );
  }

  return (
    <Page title="Login" className="auth-page">
      <h1>Sign in to Strong's Dictionary</h1>
      <p>
        Readers: sign in or create an account to keep your highlights, notes and bookmarks on every device.
        What you marked before signing in comes with you.
      </p>
      <p className="muted">Administrators sign in here to reach the admin dashboard.</p>
      {session.isError && <p className="form-failure">{session.error.message}</p>}
      <Tabs<AuthTab>
        label="Account"
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'login', label: 'Login' },
          { key: 'register', label: 'Register' },
        ]}
      >
        {tab === 'login' ? <LoginForm onSuccess={afterSignIn} /> : <RegisterForm onSuccess={afterSignIn} />}
      </Tabs>
    </Page>
  );
}
