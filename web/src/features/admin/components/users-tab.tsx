import type { AdminUserItem } from '@strongs/contracts';
import { useState, type FormEvent } from 'react';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useChangeUserAccess, type UserAccessAction } from '../api/change-user-access';
import { useAdminUsers, USERS_PER_PAGE, type AdminUsersQuery } from '../api/get-admin-users';
import { totalPages } from '../lib/paginate';
import { ConfirmDialog } from './confirm-dialog';
import { LoadError } from './load-error';
import { UsersTable } from './users-table';
import { formatCount } from '../../../lib/format-count';

type Outcome = { ok: boolean; text: string } | null;

const count = (n: number, what: string) => `${formatCount(n)} ${what}${n === 1 ? '' : 's'}`;

/** Users: accounts by name, a page at a time, searchable; disable (after a confirmation), enable, unlock. */
export function UsersTab({ currentUserId }: { currentUserId: number }) {
  const [query, setQuery] = useState<AdminUsersQuery>({ page: 1, q: '' });
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState<AdminUserItem | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const users = useAdminUsers(query);
  const access = useChangeUserAccess();

  const run = (user: AdminUserItem, action: UserAccessAction) => {
    setOutcome(null);
    access
      .mutateAsync({ id: user.id, action })
      .then(
        (result) => setOutcome({ ok: true, text: result.message }),
        (error: unknown) =>
          setOutcome({ ok: false, text: errorMessage(error, `${user.username} could not be changed`) }),
      )
      .finally(() => setConfirming(null));
  };
  const onAction = (user: AdminUserItem, action: UserAccessAction) =>
    action === 'disable' ? setConfirming(user) : run(user, action);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ page: 1, q: draft.trim() });
  };
  const clear = () => {
    setDraft('');
    setQuery({ page: 1, q: '' });
  };

  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <p className="muted">
        Disabling an account signs it out everywhere and stops it signing in until it is enabled. Unlock
        forgets the failed sign-ins for a name, from every address.
      </p>
      <form role="search" aria-label="Users" className="admin-users-search" onSubmit={search}>
        <label htmlFor="users-search" className="form-label">
          Search by user name
        </label>
        <div className="actions">
          <input
            id="users-search"
            type="search"
            className="input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={32}
            autoCapitalize="none"
            spellCheck={false}
          />
          <button type="submit" className="button">
            Search
          </button>
          {query.q && (
            <button type="button" className="button" onClick={clear}>
              Show all
            </button>
          )}
        </div>
      </form>
      <div aria-live="polite" className="admin-users-outcome">
        {outcome && <p className={outcome.ok ? 'admin-banner' : 'form-failure'}>{outcome.text}</p>}
      </div>
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError ? (
        <LoadError
          message={`Failed to load the users: ${users.error.message}`}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.users.length === 0 ? (
        <div className="admin-empty">
          {query.q ? `No user name contains “${query.q}”.` : 'No accounts yet.'}
        </div>
      ) : (
        <>
          <p className="small muted" role="status">
            {query.q
              ? `${count(users.data.total, 'account')} whose name contains “${query.q}”`
              : count(users.data.total, 'account')}
          </p>
          <UsersTable
            users={users.data.users}
            currentUserId={currentUserId}
            onAction={onAction}
            busy={access.isPending}
          />
          <Pagination
            page={users.data.page}
            totalPages={totalPages(users.data.total, USERS_PER_PAGE)}
            onChange={(page) => setQuery((q) => ({ ...q, page }))}
            label="Pages of users"
          />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Disable ${confirming?.username ?? ''}?`}
        confirmLabel="Disable"
        pendingLabel="Disabling…"
        pending={access.isPending}
        onConfirm={() => confirming && run(confirming, 'disable')}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.username} is signed out everywhere at once and cannot sign in until an administrator
          enables the account again.
        </p>
      </ConfirmDialog>
    </section>
  );
}
