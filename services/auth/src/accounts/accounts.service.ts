import { Inject, Injectable } from '@nestjs/common';
import type {
  AccountUser,
  LogoutResponse,
  SessionStateResponse,
  SessionUserResponse,
} from '@strongs/contracts';
import {
  endSession,
  findSessionUser,
  SESSION_USER_LOOKUP,
  type SessionUser,
  type SessionUserLookup,
  startSession,
} from '@strongs/nest-common';
import type { Request } from 'express';
import { LoginThrottle } from '../throttle/login-throttle';
import { normalizeUsername } from '../users/username';
import { WrongCurrentPasswordError } from '../users/user.errors';
import { UsersService } from '../users/users.service';
import { InvalidCredentialsError, RegistrationClosedError } from './accounts.errors';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { REGISTRATION_POLICY, type RegistrationPolicy } from './registration-policy';
import { EmailVerificationService } from '../email-verification/email-verification.service';

/** Sign-up, sign-in and sign-out. Every sign-in gets a new session id (no session fixation). */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottle,
    @Inject(REGISTRATION_POLICY) private readonly registration: RegistrationPolicy,
    private readonly emailVerification: EmailVerificationService,
    @Inject(SESSION_USER_LOOKUP) private readonly sessionUsers: SessionUserLookup,
  ) {}

  /**
   * Creates a `user` account and signs it in. An address given is stored unverified and gets a link to
   * verify it; the welcome e-mail waits for that (mail goes to verified addresses only).
   */
  async register(dto: RegisterDto, req: Request): Promise<AccountUser> {
    if (!(await this.registration.isOpen())) throw new RegistrationClosedError();
    const user = await this.users.create({
      username: dto.username,
      password: dto.password,
      role: 'user',
      email: dto.email,
    });
    await startSession(req, user);
    if (dto.email) await this.emailVerification.startAfterRegistration(user.id);
    return user;
  }

  async login(dto: LoginDto, req: Request): Promise<SessionUserResponse> {
    const username = normalizeUsername(dto.username);
    const ip = req.ip ?? 'unknown';
    await this.throttle.reserve(username, ip);
    const user = await this.users.verifyCredentials(username, dto.password);
    if (!user) {
      await this.throttle.recordFailure(username, ip);
      throw new InvalidCredentialsError();
    }
    await this.throttle.recordSuccess(username, ip);
    return { ...user, sessionId: await startSession(req, user) };
  }

  async logout(req: Request): Promise<LogoutResponse> {
    await endSession(req);
    return { message: 'Logged out' };
  }

  /** The user SessionGuard confirmed against the users table, with the current session id. */
  current(user: SessionUser, req: Request): SessionUserResponse {
    return { ...user, sessionId: req.sessionID };
  }

  /** Whether the request carries a confirmed session; no session is an answer, not an error. */
  async session(req: Request): Promise<SessionStateResponse> {
    const user = await findSessionUser(req, this.sessionUsers);
    return user ? { authenticated: true, user: this.current(user, req) } : { authenticated: false };
  }

  /**
   * Sessions created before this instant end, everywhere; this browser's gets a new id after it.
   * A wrong current password counts as a failed sign-in for the name and address: a session alone
   * (a borrowed browser, a stolen cookie) must not become an unthrottled way to guess the password.
   */
  async changePassword(
    user: SessionUser,
    dto: ChangePasswordDto,
    req: Request,
  ): Promise<SessionUserResponse> {
    const ip = req.ip ?? 'unknown';
    await this.throttle.reserve(user.username, ip);
    try {
      await this.users.changePassword(user.id, dto.currentPassword, dto.newPassword, new Date());
    } catch (error) {
      if (error instanceof WrongCurrentPasswordError) await this.throttle.recordFailure(user.username, ip);
      else await this.throttle.recordSuccess(user.username, ip);
      throw error;
    }
    await this.throttle.recordSuccess(user.username, ip);
    return { ...user, sessionId: await startSession(req, user) };
  }

  /** A new session id for the same (confirmed) user; the old id stops working. */
  async refresh(user: SessionUser, req: Request): Promise<SessionUserResponse> {
    return { ...user, sessionId: await startSession(req, user) };
  }
}
