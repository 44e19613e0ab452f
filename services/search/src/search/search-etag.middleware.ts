import { Injectable, NestMiddleware } from '@nestjs/common';
import { answerFromGenerationOrNext } from '@strongs/nest-common';
import type { NextFunction, Request, Response } from 'express';
import { SearchAnswerGeneration } from './search-answer-generation';

/**
 * A visitor's word search carries a strong ETag of its URL and SearchAnswerGeneration: a repeat (a browser's
 * back button, a CDN revalidating) is a 304 before any search, answer-cache lookup or statement.
 */
@Injectable()
export class SearchEtagMiddleware implements NestMiddleware {
  constructor(private readonly generation: SearchAnswerGeneration) {}

  use(req: Request, res: Response, next: NextFunction): void {
    answerFromGenerationOrNext(req, res, next, this.generation.current());
  }
}
