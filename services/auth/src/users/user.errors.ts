import { BadRequestException, ConflictException } from '@nestjs/common';

export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'An account with this e-mail address already exists';

export class UsernameTakenError extends ConflictException {
  constructor() {
    super(USERNAME_TAKEN);
  }
}

export class EmailTakenError extends ConflictException {
  constructor() {
    super(EMAIL_TAKEN);
  }
}

export class InvalidUsernameError extends BadRequestException {}

export class WeakPasswordError extends BadRequestException {}
