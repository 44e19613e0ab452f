import { Module } from '@nestjs/common';
import { AccountMail } from './account-mail';

@Module({ providers: [AccountMail], exports: [AccountMail] })
export class AccountMailModule {}
