import { Module } from '@nestjs/common';
import { LoginThrottle } from '../throttle/login-throttle';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { ConfigRegistrationPolicy, REGISTRATION_POLICY } from './registration-policy';

@Module({
  imports: [UsersModule],
  controllers: [AccountsController],
  providers: [
    AccountsService,
    LoginThrottle,
    { provide: REGISTRATION_POLICY, useClass: ConfigRegistrationPolicy },
  ],
})
export class AccountsModule {}
