import type { Request, Response } from 'express';
import { createOriginCheck, CROSS_SITE_REFUSED, ORIGIN_REQUIRED } from './origin-check.middleware';

function run(
  method: string,
  headers: Record<string, string>,
): { passed: boolean; status?: number; body?: unknown } {
  const outcome: { passed: boolean; status?: number; body?: unknown } = { passed: false };
  const res = {
    status(code: number) {
      outcome.status = code;
      return this;
    },
    json(body: unknown) {
      outcome.body = body;
    },
  } as unknown as Response;
  createOriginCheck(['http://localhost:3000', 'http://localhost:5173'])(
    { method, headers } as Request,
    res,
    () => {
      outcome.passed = true;
    },
  );
  return outcome;
}

const session = { cookie: 'theme=dark; sd.sid=s%3Aabc.sig' };

describe('the Origin check (CSRF)', () => {
  it('lets reads through whatever their origin', () => {
    expect(run('GET', { ...session, origin: 'https://evil.example' }).passed).toBe(true);
    expect(run('HEAD', { ...session }).passed).toBe(true);
  });

  it('accepts writes from the public origins and from the Host the request was sent to', () => {
    expect(run('POST', { ...session, origin: 'http://localhost:3000' }).passed).toBe(true);
    expect(run('DELETE', { ...session, origin: 'http://localhost:5173' }).passed).toBe(true);
    expect(run('PUT', { ...session, host: 'bible.example', origin: 'https://bible.example' }).passed).toBe(
      true,
    );
    expect(run('PATCH', { ...session, referer: 'http://localhost:3000/admin?tab=settings' }).passed).toBe(
      true,
    );
  });

  it('refuses writes from another origin, with or without a session', () => {
    const foreign: Record<string, string>[] = [
      { ...session, origin: 'https://evil.example' },
      { origin: 'http://localhost:3000.evil.example' },
      { ...session, origin: 'null' },
      { referer: 'https://evil.example/x' },
      { ...session, referer: 'not a url' },
    ];
    for (const headers of foreign) {
      expect(run('POST', headers)).toEqual({
        passed: false,
        status: 403,
        body: { statusCode: 403, message: CROSS_SITE_REFUSED },
      });
    }
  });

  it('refuses a write that carries the session cookie but names no origin; scripts without a session pass', () => {
    expect(run('POST', session)).toEqual({
      passed: false,
      status: 403,
      body: { statusCode: 403, message: ORIGIN_REQUIRED },
    });
    expect(run('POST', { cookie: 'theme=dark' }).passed).toBe(true);
    expect(run('POST', {}).passed).toBe(true);
  });
});
