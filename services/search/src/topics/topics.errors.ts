import { NotFoundError } from '@strongs/scripture';

export class UnknownTopicError extends NotFoundError {
  constructor(slug: string) {
    super(`Topic not found: ${slug}`);
  }
}
