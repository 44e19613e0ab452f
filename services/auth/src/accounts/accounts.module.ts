import { Module } from '@nestjs/common';
import { ThrottleModule } from '../throttle/throttle.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { REGISTRATION_POLICY, SettingRegistrationPolicy } from './registration-policy';
import { EmailVerificationModule } from '../email-verification/email-verification.module';

@Module({
  imports: [UsersModule, ThrottleModule, EmailVerificationModule],
  controllers: [AccountsController],
  providers: [AccountsService, { provide: REGISTRATION_POLICY, useClass: SettingRegistrationPolicy }],
})
export class AccountsModule {}
