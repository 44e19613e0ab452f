import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
} from '@nestjs/common';

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

export const ACCOUNT_DISABLED = 'This account is disabled: ask an administrator';
export const WRONG_CURRENT_CREDENTIAL = 'The current password is not right';

export class AccountDisabledError extends ForbiddenException {
  constructor() {
    super(ACCOUNT_DISABLED);
  }
}

export class WrongCurrentPasswordError extends BadRequestException {
  constructor() {
    super(WRONG_CURRENT_CREDENTIAL);
  }
}

export class UnknownUserError extends NotFoundException {
  constructor() {
    super('No such user');
  }
}

export class AdminNotSelfDeletedError extends ForbiddenException {
  constructor() {
    super('An administrator account cannot delete itself: another administrator can remove its role first');
  }
}
