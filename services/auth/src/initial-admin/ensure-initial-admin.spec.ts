import type { AccountUser } from '@strongs/contracts';
import { ConfigError } from '@strongs/nest-common';
import { UsernameTakenError, WeakPasswordError } from '../users/user.errors';
import type { NewAccount } from '../users/users.service';
import { ensureInitialAdmin, type AdminAccounts } from './ensure-initial-admin';

function fakeAccounts(existing: string[] = []): AdminAccounts & { created: NewAccount[] } {
  const created: NewAccount[] = [];
  return {
    created,
    findByUsername: async (username) =>
      existing.includes(username) ? ({ id: 1, username, role: 'admin' } as AccountUser) : null,
    create: async (account) => {
      created.push(account);
      return { id: 2, username: account.username, role: account.role };
    },
  };
}

describe('the first administrator', () => {
  it('is not created, with any password, when ADMIN_USERNAME and ADMIN_PASSWORD are unset', async () => {
    const accounts = fakeAccounts();
    expect(await ensureInitialAdmin(accounts, {})).toBe('not-configured');
    expect(await ensureInitialAdmin(accounts, { ADMIN_USERNAME: '', ADMIN_PASSWORD: '' })).toBe(
      'not-configured',
    );
    expect(accounts.created).toEqual([]);
  });

  it('is not created from half a configuration: the start fails instead', async () => {
    const accounts = fakeAccounts();
    await expect(ensureInitialAdmin(accounts, { ADMIN_USERNAME: 'keeper' })).rejects.toThrow(ConfigError);
    await expect(
      ensureInitialAdmin(accounts, { ADMIN_PASSWORD: 'a passphrase nobody guesses' }),
    ).rejects.toThrow('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
    expect(accounts.created).toEqual([]);
  });

  it('is created once, with exactly the configured password and the admin role', async () => {
    const accounts = fakeAccounts();
    const settings = { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'a passphrase nobody guesses' };
    expect(await ensureInitialAdmin(accounts, settings)).toBe('created');
    expect(accounts.created).toEqual([
      { username: 'keeper', password: settings.ADMIN_PASSWORD, role: 'admin' },
    ]);
    expect(await ensureInitialAdmin(fakeAccounts(['keeper']), settings)).toBe('exists');
  });

  it('counts a concurrent creation as existing, and reports a refused password without showing it', async () => {
    const racing = { ...fakeAccounts(), create: async () => Promise.reject(new UsernameTakenError()) };
    expect(
      await ensureInitialAdmin(racing, {
        ADMIN_USERNAME: 'keeper',
        ADMIN_PASSWORD: 'a passphrase nobody guesses',
      }),
    ).toBe('exists');
    const weak = {
      ...fakeAccounts(),
      create: async () => Promise.reject(new WeakPasswordError('Password must be at least 12 characters')),
    };
    const failure = ensureInitialAdmin(weak, { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'hunter2' });
    await expect(failure).rejects.toThrow(
      'ADMIN_USERNAME/ADMIN_PASSWORD: Password must be at least 12 characters',
    );
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });
});
