import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, Response } from 'express';

const kept = new WeakMap<object, string>();

/**
 * Remembers the JSON an answer was made into (to weigh or store it) or from (a cache's copy), so sending that very
 * object sends the JSON as it is instead of serialising it again (issue #32). The answer must not change after.
 */
export function keepJson<T>(answer: T, json: string): T {
  if (typeof answer === 'object' && answer !== null) kept.set(answer, json);
  return answer;
}

/** The JSON kept for this very object (not a copy of it), else undefined. */
export function keptJson(answer: unknown): string | undefined {
  return typeof answer === 'object' && answer !== null ? kept.get(answer) : undefined;
}

/**
 * Sends an answer with kept JSON (keepJson) as that JSON. Installed on this app's response prototype (Express's
 * `app.response`), which Nest's `res.json` reaches: an interceptor would put an rxjs pipeline on every route,
 * which cost about what it saved. Any other body is Express's own `res.json`; headers and ETags are the same
 * either way.
 */
@Injectable()
export class KeptJsonResponses implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // An application context without HTTP (the throughput bench's statement recorder) has no adapter.
    const app = this.adapterHost.httpAdapter?.getInstance<Express | undefined>();
    if (!app?.response) return;
    const json = app.response.json;
    app.response.json = function (this: Response, body: unknown) {
      const text = keptJson(body);
      if (text === undefined) return json.call(this, body);
      if (!this.get('Content-Type')) this.set('Content-Type', 'application/json');
      return this.send(text);
    } as Response['json'];
  }
}
