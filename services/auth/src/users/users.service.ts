import { Injectable } from '@nestjs/common';
import type { AccountUser, UserRole } from '@strongs/contracts';
import { PasswordHasher } from '../passwords/password-hasher';
import { passwordProblem } from '../passwords/password-policy';
import { EmailTakenError, InvalidUsernameError, UsernameTakenError, WeakPasswordError } from './user.errors';
import { normalizeUsername, usernameProblem } from './username';
import { UserRecord, UsersRepository } from './users.repository';

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

  /** The user when the password matches, otherwise null: unknown name and wrong password look alike. */
  async verifyCredentials(username: string, password: string): Promise<AccountUser | null> {
    const user = await this.users.findByUsername(normalizeUsername(username));
    if (!user) {
      await this.hasher.verifyDecoy(password);
      return null;
    }
    if (!(await this.hasher.verify(user.passwordHash, password))) return null;
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
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(input.password));
    await this.users.updateRole(user.id, 'admin');
    return { id: user.id, username: user.username, role: 'admin' };
  }
}
