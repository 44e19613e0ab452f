import { Link, useLocation } from 'react-router-dom';

/** Plans are kept with an account: a visitor is asked to sign in and comes back here. */
export function SignInFirst() {
  const location = useLocation();
  return (
    <p className="card">
      Reading plans are kept with your account, so that every device shows where you are.{' '}
      <Link to="/auth" state={{ from: `${location.pathname}${location.search}` }}>
        Sign in or create an account
      </Link>{' '}
      to start one.
    </p>
  );
}
