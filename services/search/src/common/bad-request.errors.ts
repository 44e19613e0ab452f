import { BadRequestException } from '@nestjs/common';

/** A version code that is not in the catalogue, or one whose text is not installed. */
export class UnknownVersionError extends BadRequestException {
  constructor(readonly code: string) {
    super(`Unknown version: ${code}`);
    this.name = 'UnknownVersionError';
  }
}

export class VersionNotInstalledError extends BadRequestException {
  constructor(readonly code: string) {
    super(`Version ${code} is not installed`);
    this.name = 'VersionNotInstalledError';
  }
}

export class InvalidPositionError extends BadRequestException {
  constructor(what: 'chapter' | 'verse', value: string) {
    super(`Invalid ${what}: ${value} (a whole number from 1)`);
    this.name = 'InvalidPositionError';
  }
}
