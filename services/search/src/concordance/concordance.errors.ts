import { BadRequestException } from '@nestjs/common';

/** A Greek edition asked for a Hebrew number, or the Hebrew text for a Greek one. */
export class EditionNotForNumberError extends BadRequestException {
  constructor(edition: string, strongsNumber: string, allowed: string[]) {
    super(`No ${edition} concordance for ${strongsNumber} (choose ${allowed.join(' or ')})`);
    this.name = 'EditionNotForNumberError';
  }
}
