import { Module } from '@nestjs/common';
import { PasswordHasher } from '../passwords/password-hasher';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  providers: [UsersRepository, UsersService, PasswordHasher],
  exports: [UsersService],
})
export class UsersModule {}
