import { Module } from '@nestjs/common';
import { LoginThrottle } from '../throttle/login-throttle';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { REGISTRATION_POLICY, SettingRegistrationPolicy } from './registration-policy';
import { WelcomeMail } from '../welcome-mail/welcome-mail';

@Module({
  imports: [UsersModule],
  controllers: [AccountsController],
  providers: [
    AccountsService,
    LoginThrottle,
    WelcomeMail,
    { provide: REGISTRATION_POLICY, useClass: SettingRegistrationPolicy },
  ],
})
export class AccountsModule {}
