import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { AnswerCache } from './answer-cache';

/**
 * Sends a cached answer as the JSON the cache made of it when keeping it (issue #32: serialising every answer
 * twice, once to weigh it and once to send it, was a measurable share of a search; a hit was serialised each
 * time). Any other body goes to Express's `res.json` as before; headers and ETags are the same either way.
 */
@Injectable()
export class SerializedAnswerInterceptor implements NestInterceptor {
  constructor(private readonly cache: AnswerCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body: unknown) => {
        const json = this.cache.jsonOf(body);
        if (json === undefined) return body;
        const res = context.switchToHttp().getResponse<Response>();
        if (!res.get('content-type')) res.type('application/json');
        return json;
      }),
    );
  }
}
