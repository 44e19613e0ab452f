import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';

export const LINK_MESSAGES = {
  unknown: 'This verification link is not valid: ask for a new one on your account page',
  used: 'This verification link has already been used',
  expired: 'This verification link has expired: ask for a new one on your account page',
  otherAccount:
    'This verification link is for another account: sign out, or open it in a browser signed in to that account',
  noAddress: 'Your account has no e-mail address: add one first',
  alreadyVerified: 'Your e-mail address is already verified',
} as const;

export class VerificationLinkError extends BadRequestException {}

export class TooManyLinksError extends HttpException {
  constructor(message: string) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
