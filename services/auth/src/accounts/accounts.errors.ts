import { ForbiddenException, UnauthorizedException } from '@nestjs/common';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const REGISTRATION_CLOSED = 'Registration is closed';

/** One answer for an unknown username and a wrong password. */
export class InvalidCredentialsError extends UnauthorizedException {
  constructor() {
    super(INVALID_CREDENTIALS);
  }
}

export class RegistrationClosedError extends ForbiddenException {
  constructor() {
    super(REGISTRATION_CLOSED);
  }
}
