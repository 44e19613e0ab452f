import { BadRequestException, ConflictException } from '@nestjs/common';

export class UnsafeLinkUrlError extends BadRequestException {
  override name = 'UnsafeLinkUrlError';
  constructor() {
    super('Link URL must be an http(s) address or a path on this site');
  }
}

export class SlugTakenError extends ConflictException {
  override name = 'SlugTakenError';
  constructor(slug: string) {
    super(`A page with the slug ${slug} already exists`);
  }
}

export class UnknownPositionError extends BadRequestException {
  override name = 'UnknownPositionError';
  constructor(allowed: readonly string[]) {
    super(`Position must be one of: ${allowed.join(', ')}`);
  }
}
