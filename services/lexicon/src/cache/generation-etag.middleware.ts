import { Injectable, NestMiddleware } from '@nestjs/common';
import { answerFromGenerationOrNext } from '@strongs/nest-common';
import type { NextFunction, Request, Response } from 'express';
import { ReadersGeneration } from './readers-generation';

/**
 * Entries, definition pages and verse analyses are made of the readers' generation alone (their cache keys say
 * so), so their ETag is that generation and the URL: a repeated anonymous GET is a 304 without a statement or a
 * cache lookup.
 */
@Injectable()
export class GenerationEtagMiddleware implements NestMiddleware {
  constructor(private readonly generation: ReadersGeneration) {}

  use(req: Request, res: Response, next: NextFunction): void {
    answerFromGenerationOrNext(req, res, next, this.generation.current());
  }
}
