import { BadRequestException, NotFoundException } from '@nestjs/common';

export class UnknownCommentaryError extends NotFoundException {
  constructor(code: string) {
    super(`Unknown commentary: ${code}`);
    this.name = 'UnknownCommentaryError';
  }
}

export class NotAVerseError extends BadRequestException {
  constructor(reference: string) {
    super(`Not a verse of the KJV: ${reference}`);
    this.name = 'NotAVerseError';
  }
}
