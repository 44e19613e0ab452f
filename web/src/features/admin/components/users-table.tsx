import type { AdminUserItem } from '@strongs/contracts';
import type { UserAccessAction } from '../api/change-user-access';
import { formatDay } from '../lib/format';

interface UsersTableProps {
  users: AdminUserItem[];
  currentUserId: number;
  /** Disable asks first; enable and unlock run at once. */
  onAction: (user: AdminUserItem, action: UserAccessAction) => void;
  busy: boolean;
}

const ROLE_NAMES = { admin: 'Administrator', user: 'User' } as const;

/** One row per account; on narrow screens each row becomes a card whose cells name their column. */
export function UsersTable({ users, currentUserId, onAction, busy }: UsersTableProps) {
  return (
    <div className="table-wrap">
      <table className="table admin-stack admin-users-table">
        <caption className="visually-hidden">Accounts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">E-mail</th>
            <th scope="col">Created</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="admin-user-name">
                {user.username}
                {user.id === currentUserId && <span className="muted"> (you)</span>}
              </th>
              <td data-label="Role">{ROLE_NAMES[user.role]}</td>
              <td data-label="E-mail" className="admin-user-email">
                {user.email ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">none</span>
                  </>
                )}
              </td>
              <td data-label="Created">{formatDay(user.createdAt)}</td>
              <td data-label="Status">
                {user.disabledAt ? (
                  <>
                    <span className="admin-status admin-status-failed">Disabled</span>{' '}
                    <span className="small muted">since {formatDay(user.disabledAt)}</span>
                  </>
                ) : (
                  <span className="admin-status admin-status-completed">Active</span>
                )}
              </td>
              <td className="admin-user-actions">
                {user.disabledAt ? (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    onClick={() => onAction(user, 'enable')}
                    aria-label={`Enable ${user.username}`}
                  >
                    Enable
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-small button-danger"
                    disabled={busy}
                    onClick={() => onAction(user, 'disable')}
                    aria-label={`Disable ${user.username}`}
                  >
                    Disable
                  </button>
                )}
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy}
                  onClick={() => onAction(user, 'unlock')}
                  aria-label={`Unlock ${user.username}`}
                >
                  Unlock
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
