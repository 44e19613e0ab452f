import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import type { AuthConfig } from '../auth.config';
import { UsersService } from '../users/users.service';
import { ensureInitialAdmin } from './ensure-initial-admin';

/** Creates the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD at start (the password is never logged). */
@Injectable()
export class InitialAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('InitialAdmin');

  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const outcome = await ensureInitialAdmin(this.users, this.config);
    if (outcome === 'created')
      this.logger.log(`Created the administrator account '${this.config.ADMIN_USERNAME?.trim()}'`);
  }
}
