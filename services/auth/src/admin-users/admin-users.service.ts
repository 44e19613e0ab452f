import { BadRequestException, Injectable } from '@nestjs/common';
import type { AdminUserActionResponse, AdminUserListResponse } from '@strongs/contracts';
import type { SessionUser } from '@strongs/nest-common';
import { LoginThrottle } from '../throttle/login-throttle';
import { UsersService } from '../users/users.service';

export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';

/** What administrators do to accounts: list them, disable or enable them, clear their failed sign-ins. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottle,
  ) {}

  async list(page: number, perPage: number, search?: string): Promise<AdminUserListResponse> {
    const { total, rows } = await this.users.list(page, perPage, search);
    return {
      users: rows.map((u) => ({
        id: u.id,
        username: u.username,
        role: u.role,
        email: u.email,
        createdAt: u.createdAt.toISOString(),
        disabledAt: u.disabledAt?.toISOString() ?? null,
      })),
      total,
      page,
      perPage,
    };
  }

  async disable(id: number, admin: SessionUser): Promise<AdminUserActionResponse> {
    if (id === admin.id) throw new BadRequestException(CANNOT_DISABLE_SELF);
    await this.users.setDisabled(id, true);
    return { message: `${await this.users.usernameOf(id)} is disabled and signed out everywhere` };
  }

  async enable(id: number): Promise<AdminUserActionResponse> {
    await this.users.setDisabled(id, false);
    return { message: `${await this.users.usernameOf(id)} may sign in again` };
  }

  async unlock(id: number): Promise<AdminUserActionResponse> {
    const username = await this.users.usernameOf(id);
    await this.throttle.forgetName(username);
    return { message: `Failed sign-ins for ${username} are forgotten` };
  }
}
