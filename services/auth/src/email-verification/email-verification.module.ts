import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { UsersModule } from '../users/users.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationRepository } from './email-verification.repository';
import { EmailVerificationService } from './email-verification.service';

@Module({
  imports: [AccountMailModule, UsersModule, ThrottleModule],
  controllers: [EmailVerificationController],
  providers: [EmailVerificationRepository, EmailVerificationService],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}
