import { Module } from '@nestjs/common';
import { ThrottleModule } from '../throttle/throttle.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { REGISTRATION_POLICY, SettingRegistrationPolicy } from './registration-policy';
import { WelcomeMail } from '../welcome-mail/welcome-mail';

@Module({
  imports: [UsersModule, ThrottleModule],
  controllers: [AccountsController],
  providers: [
    AccountsService,
    WelcomeMail,
    { provide: REGISTRATION_POLICY, useClass: SettingRegistrationPolicy },
  ],
})
export class AccountsModule {}
