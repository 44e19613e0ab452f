import type { AdminUserItem, AdminUserListResponse } from '@strongs/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, type Routes } from '../test/admin-test-kit';
import { UsersTab } from './users-tab';

const created = '2026-03-02T10:00:00.000Z';
const account = (id: number, username: string, extra: Partial<AdminUserItem> = {}): AdminUserItem => ({
  id,
  username,
  role: 'user',
  email: null,
  createdAt: created,
  disabledAt: null,
  ...extra,
});
const keeper = account(1, 'keeper', { role: 'admin', email: 'keeper@example.org' });
const ruth = account(2, 'ruth');
const naomi = account(3, 'naomi', { disabledAt: '2026-03-05T10:00:00.000Z' });
const list = (users: AdminUserItem[], total = users.length, page = 1): [number, AdminUserListResponse] => [
  200,
  { users, total, page, perPage: 20 },
];
const FIRST_PAGE = 'GET /api/admin/users?page=1&perPage=20';

function serve(routes: Routes) {
  return fakeApi({ [FIRST_PAGE]: list([keeper, naomi, ruth]), ...routes });
}

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('UsersTab', () => {
  it('lists accounts with name, role, e-mail, created and status, each with the actions it allows', async () => {
    serve({});
    renderAdmin(<UsersTab currentUserId={1} />);
    expect(await screen.findByText('3 accounts')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Accounts' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Name',
      'Role',
      'E-mail',
      'Created',
      'Status',
      'Actions',
    ]);
    expect(row('keeper')).toHaveTextContent('keeper (you)');
    expect(cells('keeper').slice(0, 4)).toEqual([
      'Administrator',
      'keeper@example.org',
      new Date(created).toLocaleDateString(),
      'Active',
    ]);
    expect(cells('ruth')[1]).toBe('—none');
    expect(cells('naomi')[3]).toBe(
      `Disabled since ${new Date('2026-03-05T10:00:00.000Z').toLocaleDateString()}`,
    );
    expect(screen.getByRole('button', { name: 'Disable ruth' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable naomi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable naomi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock naomi' })).toBeInTheDocument();
  });

  it('searches by part of a name and pages through the results', async () => {
    const twentyOne = Array.from({ length: 20 }, (_, i) =>
      account(10 + i, `ru${String(i).padStart(2, '0')}`),
    );
    const api = serve({
      'GET /api/admin/users?page=1&perPage=20&q=ru': list(twentyOne, 21),
      'GET /api/admin/users?page=2&perPage=20&q=ru': list([account(40, 'ruth')], 21, 2),
    });
    renderAdmin(<UsersTab currentUserId={1} />);
    await screen.findByText('3 accounts');
    fireEvent.change(screen.getByLabelText('Search by user name'), { target: { value: ' ru ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('21 accounts whose name contains “ru”')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of users' })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    expect(await screen.findByRole('rowheader', { name: 'ruth' })).toBeInTheDocument();
    expect(api.sent.map((r) => r.url)).toContain('/api/admin/users?page=2&perPage=20&q=ru');
  });

  it('says so when no name matches', async () => {
    serve({ 'GET /api/admin/users?page=1&perPage=20&q=zz': list([]) });
    renderAdmin(<UsersTab currentUserId={1} />);
    await screen.findByText('3 accounts');
    fireEvent.change(screen.getByLabelText('Search by user name'), { target: { value: 'zz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No user name contains “zz”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('3 accounts')).toBeInTheDocument();
  });

  it('disables an account only after confirmation, shows the outcome and lists it again', async () => {
    let disabled = false;
    const api = fakeApi({
      [FIRST_PAGE]: () =>
        list([keeper, naomi, disabled ? { ...ruth, disabledAt: '2026-03-06T10:00:00.000Z' } : ruth]),
      'POST /api/admin/users/2/disable': () => {
        disabled = true;
        return [200, { message: 'ruth is disabled and signed out everywhere' }];
      },
    });
    renderAdmin(<UsersTab currentUserId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable ruth' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable ruth?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Disable ruth' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Disable ruth?' })).getByRole('button', { name: 'Disable' }),
    );
    expect(await screen.findByText('ruth is disabled and signed out everywhere')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable ruth' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/admin/users/2/disable', body: {} }]);
  });

  it('enables and unlocks at once, showing what the server did', async () => {
    const api = serve({
      'POST /api/admin/users/3/enable': [200, { message: 'naomi may sign in again' }],
      'POST /api/admin/users/2/unlock': [200, { message: 'Failed sign-ins for ruth are forgotten' }],
    });
    renderAdmin(<UsersTab currentUserId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable naomi' }));
    expect(await screen.findByText('naomi may sign in again')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock ruth' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Unlock ruth' }));
    expect(await screen.findByText('Failed sign-ins for ruth are forgotten')).toBeInTheDocument();
    expect(api.writes().map((r) => r.url)).toEqual([
      '/api/admin/users/3/enable',
      '/api/admin/users/2/unlock',
    ]);
  });

  it("shows the server's refusal when an administrator tries to disable their own account", async () => {
    serve({
      'POST /api/admin/users/1/disable': [
        400,
        { statusCode: 400, message: 'You cannot disable your own account' },
      ],
    });
    renderAdmin(<UsersTab currentUserId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable keeper' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Disable keeper?' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    expect(await screen.findByText('You cannot disable your own account')).toHaveClass('form-failure');
    expect(screen.getByRole('button', { name: 'Disable keeper' })).toBeInTheDocument();
  });

  it('offers a retry when the list does not load', async () => {
    fakeApi({ [FIRST_PAGE]: [403, { statusCode: 403, message: 'Admin role required' }] });
    renderAdmin(<UsersTab currentUserId={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the users: Admin role required',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
