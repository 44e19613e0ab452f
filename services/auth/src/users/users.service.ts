import { Injectable } from '@nestjs/common';
import type { AccountUser, UserRole } from '@strongs/contracts';
import { PasswordHasher } from '../passwords/password-hasher';
import { passwordProblem } from '../passwords/password-policy';
import {
  AccountDisabledError,
  AdminNotSelfDeletedError,
  EmailTakenError,
  InvalidUsernameError,
  UnknownUserError,
  UsernameTakenError,
  WeakPasswordError,
  WrongCurrentPasswordError,
} from './user.errors';
import { normalizeUsername, usernameProblem } from './username';
import { UserListRow, UserRecord, UsersRepository } from './users.repository';

export interface NewAccount {
  username: string;
  password: string;
  role: UserRole;
  /** Where the welcome e-mail goes; optional. */
  email?: string;
}

function toAccountUser(user: UserRecord): AccountUser {
  return { id: user.id, username: user.username, role: user.role };
}

/** Accounts: creation under the username and password rules, credential checks. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Applies the rules every path follows (register, first admin, CLI): no account skips them. */
  checkNewAccount(input: { username: string; password: string }): string {
    const username = normalizeUsername(input.username);
    const usernameIssue = usernameProblem(username);
    if (usernameIssue) throw new InvalidUsernameError(usernameIssue);
    const passwordIssue = passwordProblem(input.password, username);
    if (passwordIssue) throw new WeakPasswordError(passwordIssue);
    return username;
  }

  async create(input: NewAccount): Promise<AccountUser> {
    const username = this.checkNewAccount(input);
    // Checked before hashing so a taken name costs no argon2 work; the unique index settles races.
    if (await this.users.findByUsername(username)) throw new UsernameTakenError();
    const created = await this.users.insert({
      username,
      role: input.role,
      passwordHash: await this.hasher.hash(input.password),
      email: input.email || null,
    });
    if (created === 'username-taken') throw new UsernameTakenError();
    if (created === 'email-taken') throw new EmailTakenError();
    return toAccountUser(created);
  }

  async findByUsername(username: string): Promise<AccountUser | null> {
    const user = await this.users.findByUsername(normalizeUsername(username));
    return user ? toAccountUser(user) : null;
  }

  /**
   * The user when the password matches, otherwise null: unknown name and wrong password look alike.
   * A disabled account says so (403), but only to someone who knows its password.
   */
  async verifyCredentials(username: string, password: string): Promise<AccountUser | null> {
    const user = await this.users.findByUsername(normalizeUsername(username));
    if (!user) {
      await this.hasher.verifyDecoy(password);
      return null;
    }
    if (!(await this.hasher.verify(user.passwordHash, password))) return null;
    if (user.disabledAt) throw new AccountDisabledError();
    if (this.hasher.needsRehash(user.passwordHash))
      await this.users.updatePasswordHash(user.id, await this.hasher.hash(password));
    return toAccountUser(user);
  }

  async findById(id: number): Promise<AccountUser | null> {
    const user = await this.users.findById(id);
    return user ? toAccountUser(user) : null;
  }

  /** For the admin CLI's --reset: a new password and the admin role for an existing account. */
  async resetToAdmin(input: { username: string; password: string }): Promise<AccountUser> {
    const username = this.checkNewAccount(input);
    const user = await this.users.findByUsername(username);
    if (!user) throw new InvalidUsernameError(`No user named ${username}`);
    // A reset is for a lost or leaked password: whoever holds a session of this account loses it.
    await this.users.replacePassword(user.id, await this.hasher.hash(input.password), new Date());
    await this.users.updateRole(user.id, 'admin');
    return { id: user.id, username: user.username, role: 'admin' };
  }

  /**
   * The signed-in user's new password, under the same rules as at sign-up. Sessions created before
   * `at` end; the caller then starts a fresh one for the browser that asked.
   */
  async changePassword(id: number, currentPassword: string, newPassword: string, at: Date): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw new UnknownUserError();
    if (!(await this.hasher.verify(user.passwordHash, currentPassword)))
      throw new WrongCurrentPasswordError();
    const issue = passwordProblem(newPassword, user.username);
    if (issue) throw new WeakPasswordError(issue);
    await this.users.replacePassword(id, await this.hasher.hash(newPassword), at);
  }

  /** For changes that need the password again (a new e-mail address): a 400 when it is not right. */
  async confirmPassword(id: number, password: string): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw new UnknownUserError();
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new WrongCurrentPasswordError();
  }

  /** Deletes the account once its password is confirmed; an administrator is not deleted this way. */
  async deleteOwnAccount(id: number, password: string): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw new UnknownUserError();
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new WrongCurrentPasswordError();
    if (user.role === 'admin') throw new AdminNotSelfDeletedError();
    await this.users.delete(id);
  }

  async list(
    page: number,
    perPage: number,
    search?: string,
  ): Promise<{ total: number; rows: UserListRow[] }> {
    return this.users.list(page, perPage, search ? normalizeUsername(search) : undefined);
  }

  /** Disabling ends every session of the account at once. */
  async setDisabled(id: number, disabled: boolean): Promise<void> {
    if (!(await this.users.setDisabled(id, disabled, new Date()))) throw new UnknownUserError();
  }

  async usernameOf(id: number): Promise<string> {
    const user = await this.users.findById(id);
    if (!user) throw new UnknownUserError();
    return user.username;
  }
}
