import { Module } from '@nestjs/common';
import { MailController } from './mail.controller';
import { MailModule } from './mail.module';

@Module({ imports: [MailModule], controllers: [MailController] })
export class MailApiModule {}
