import { Injectable, NestMiddleware } from '@nestjs/common';
import { answerFromGeneration } from '@strongs/nest-common';
import type { NextFunction, Request, Response } from 'express';
import { SearchAnswerGeneration } from './search-answer-generation';

/**
 * A visitor's word search carries a strong ETag of its URL and SearchAnswerGeneration: a repeat (a browser's
 * back button, a CDN revalidating) is a 304 before any search, answer-cache lookup or statement. When the
 * generation cannot be read the search goes on and Express's body ETag applies.
 */
@Injectable()
export class SearchEtagMiddleware implements NestMiddleware {
  constructor(private readonly generation: SearchAnswerGeneration) {}

  use(req: Request, res: Response, next: NextFunction): void {
    this.generation.current().then(
      (generation) => {
        if (!answerFromGeneration(req, res, generation)) next();
      },
      () => next(),
    );
  }
}
