import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, Response } from 'express';
import { AnswerCache } from './answer-cache';

/**
 * Sends a cached answer as the JSON the cache made of it when keeping it (issue #32: every answer was serialised
 * twice, once to weigh it and once to send it, and a hit once each time it was sent). Installed on this app's
 * response prototype (Express's `app.response`), which Nest's `res.json` reaches: an interceptor would put an rxjs
 * pipeline on every route, which cost about what it saved. Any other body is Express's own `res.json`; headers
 * and ETags are the same either way.
 */
@Injectable()
export class SerializedAnswers implements OnModuleInit {
  constructor(
    private readonly cache: AnswerCache,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    // An application context without HTTP (the throughput bench's statement recorder) has no adapter.
    const app = this.adapterHost.httpAdapter?.getInstance<Express | undefined>();
    if (!app?.response) return;
    const cache = this.cache;
    const json = app.response.json;
    app.response.json = function (this: Response, body: unknown) {
      const text = cache.jsonOf(body);
      if (text === undefined) return json.call(this, body);
      if (!this.get('Content-Type')) this.set('Content-Type', 'application/json');
      return this.send(text);
    } as Response['json'];
  }
}
