import { Injectable } from '@nestjs/common';
import type { LogoutResponse } from '@strongs/contracts';
import { endSession, type SessionUser } from '@strongs/nest-common';
import type { Request } from 'express';
import { LoginThrottle } from '../throttle/login-throttle';
import { WrongCurrentPasswordError } from '../users/user.errors';
import { UsersService } from '../users/users.service';

/**
 * A user deletes their own account; its study rows go with it (ON DELETE CASCADE) and its other
 * sessions stop at their next request, which finds no user. A wrong password counts as a failed
 * sign-in, as for a password change: a borrowed session must not become a way to guess it.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottle,
  ) {}

  async delete(user: SessionUser, password: string, req: Request): Promise<LogoutResponse> {
    const ip = req.ip ?? 'unknown';
    await this.throttle.reserve(user.username, ip);
    try {
      await this.users.deleteOwnAccount(user.id, password);
    } catch (error) {
      if (error instanceof WrongCurrentPasswordError) await this.throttle.recordFailure(user.username, ip);
      throw error;
    }
    await this.throttle.recordSuccess(user.username, ip);
    await endSession(req);
    return { message: 'Account deleted' };
  }
}
