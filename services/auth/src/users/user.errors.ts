import { BadRequestException, ConflictException } from '@nestjs/common';

export const USERNAME_TAKEN = 'Username is already taken';

export class UsernameTakenError extends ConflictException {
  constructor() {
    super(USERNAME_TAKEN);
  }
}

export class InvalidUsernameError extends BadRequestException {}

export class WeakPasswordError extends BadRequestException {}
