import { Injectable } from '@nestjs/common';
import type { DevSessionResponse } from '@strongs/contracts';
import { startSession } from '@strongs/nest-common';
import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import { UsersService } from '../users/users.service';

export const DEV_USERNAME = 'dev.tester';

/**
 * Development only (the module is not loaded otherwise): signs the browser in as an ordinary
 * `user` account whose password is random and never shown, so it grants nothing an admin has.
 */
@Injectable()
export class DevSessionService {
  constructor(private readonly users: UsersService) {}

  async start(req: Request): Promise<DevSessionResponse> {
    const user =
      (await this.users.findByUsername(DEV_USERNAME)) ??
      (await this.users.create({
        username: DEV_USERNAME,
        password: randomBytes(24).toString('base64url'),
        role: 'user',
      }));
    const sessionId = await startSession(req, user, { testUser: true });
    return {
      authenticated: true,
      testUser: true,
      createdAt: req.session.createdAt ?? new Date().toISOString(),
      user: { ...user, sessionId },
    };
  }
}
