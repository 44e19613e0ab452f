import type { AccountUser } from '@strongs/contracts';
import { ConfigError } from '@strongs/nest-common';
import { UsernameTakenError } from '../users/user.errors';
import type { NewAccount } from '../users/users.service';

export interface AdminAccounts {
  findByUsername(username: string): Promise<AccountUser | null>;
  create(account: NewAccount): Promise<AccountUser>;
}

export interface AdminSettings {
  ADMIN_USERNAME?: string;
  ADMIN_PASSWORD?: string;
}

export type InitialAdminOutcome = 'not-configured' | 'exists' | 'created';

/**
 * The only way an administrator appears at start: both variables set and no account of that name
 * yet. Nothing is created from defaults, and an existing account is never changed.
 */
export async function ensureInitialAdmin(
  accounts: AdminAccounts,
  settings: AdminSettings,
): Promise<InitialAdminOutcome> {
  const username = settings.ADMIN_USERNAME?.trim();
  const password = settings.ADMIN_PASSWORD;
  if (!username && !password) return 'not-configured';
  if (!username || !password) throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  if (await accounts.findByUsername(username)) return 'exists';
  try {
    await accounts.create({ username, password, role: 'admin' });
    return 'created';
  } catch (error) {
    // Another auth instance starting at the same moment created it.
    if (error instanceof UsernameTakenError) return 'exists';
    if (error instanceof Error) throw new ConfigError(`ADMIN_USERNAME/ADMIN_PASSWORD: ${error.message}`);
    throw error;
  }
}
