import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSessionUser } from '../../../lib/api/get-user';
import { useLogoutAction } from '../../../lib/api/logout';
import '../auth.css';

/** The header's account slot: Login for visitors; for a session the confirmed user, their Account page and Logout. */
export function HeaderAccount({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user } = useSessionUser();
  const { logout, isPending } = useLogoutAction();
  const location = useLocation();
  if (!user) {
    return (
      <Link
        to="/auth"
        state={{ from: `${location.pathname}${location.search}` }}
        className="button button-primary login-button"
        onClick={onNavigate}
      >
        Login
      </Link>
    );
  }
  return (
    <div className="header-user">
      <span>
        <span className="tablet-visually-hidden">Signed in as </span>
        <span className="header-username">{user.username}</span>
      </span>
      <NavLink to="/account" onClick={onNavigate}>
        Account
      </NavLink>
      <NavLink to="/study" onClick={onNavigate}>
        My study
      </NavLink>
      <NavLink to="/plans" onClick={onNavigate}>
        Reading plans
      </NavLink>
      {user.role === 'admin' && (
        <Link to="/admin" onClick={onNavigate}>
          Admin
        </Link>
      )}
      <button
        type="button"
        className="button button-small"
        disabled={isPending}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        Logout
      </button>
    </div>
  );
}
