import { DynamicModule, Module } from '@nestjs/common';
import { DbModule } from '@strongs/db';
import { CommonModule, RedisModule, SessionModule } from '@strongs/nest-common';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccountsModule } from './accounts/accounts.module';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { AuthConfig } from './auth.config';
import { DevSessionModule } from './dev-session/dev-session.module';
import { InitialAdminModule } from './initial-admin/initial-admin.module';
import { ReadingPlansModule } from './reading-plans/reading-plans.module';
import { StudyModule } from './study/study.module';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forService('auth', config),
        DbModule.forRoot({ poolSize: 4 }),
        RedisModule.forRoot(),
        // The auth service is the one that creates, rotates and destroys sessions.
        SessionModule.forRoot(config, { writable: true }),
        AccountsModule,
        AccountDeletionModule,
        // Before StudyModule: /api/me/plans must be routed before the study's /api/me/:kind.
        ReadingPlansModule,
        StudyModule,
        AdminUsersModule,
        InitialAdminModule,
        ...(config.NODE_ENV === 'development' ? [DevSessionModule] : []),
      ],
    };
  }
}
