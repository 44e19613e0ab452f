import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { InitialAdminService } from './initial-admin.service';

@Module({ imports: [UsersModule], providers: [InitialAdminService] })
export class InitialAdminModule {}
